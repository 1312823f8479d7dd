import { PRODUCT_GROUP_IDS, defaultConfiguration, formatQuantity } from '@fuel/domain';
import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import { useCallback, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Badge, Button } from '../../../ui';
import { offerListHref } from '../../offers';
import { GUIDE_PATHS } from '../guide-links.util';
import {
  SELECTED_INFORMATION_STORAGE_KEY,
  parseStored,
  readStored,
  subscribeStored,
  writeStored,
} from '../guide-storage.util';
import styles from './next-choices.module.css';

/** The next steps the result offers; the chosen one's id is kept as `selectedInformationId` (spec 1 §3). */
export const NEXT_CHOICE_IDS = { order: 'order', modernisation: 'modernisation' } as const;
type NextChoiceId = (typeof NEXT_CHOICE_IDS)[keyof typeof NEXT_CHOICE_IDS];

interface NextChoicesProps {
  readonly comparison: ConsumptionComparisonOutput;
  readonly zipCode: string | undefined;
  readonly partnerAvailable: boolean;
}

const UNKNOWN_ON_THE_SERVER = () => null;

function useSelectedInformation(): [unknown, (id: NextChoiceId) => void] {
  const raw = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeStored(SELECTED_INFORMATION_STORAGE_KEY, onChange), []),
    () => readStored(SELECTED_INFORMATION_STORAGE_KEY),
    UNKNOWN_ON_THE_SERVER,
  );
  const select = useCallback(
    (id: NextChoiceId) => void writeStored(SELECTED_INFORMATION_STORAGE_KEY, JSON.stringify(id)),
    [],
  );
  return [parseStored(raw), select];
}

/**
 * 'Wie geht es weiter?': order heating oil for the postal code with an amount that fits the tank, or ask
 * the partner for a modernisation offer where it serves the postal code. The price alarm joins once the
 * notifications exist.
 */
export function NextChoices({ comparison, zipCode, partnerAvailable }: NextChoicesProps) {
  const site = useSite();
  const [selected, select] = useSelectedInformation();
  const amount = comparison.SuggestedOrderAmount;
  const orderHref = offerListHref(site, {
    ...defaultConfiguration(site.countryId, PRODUCT_GROUP_IDS.heatingOil),
    ZipCode: zipCode ?? '',
    Amount: amount,
  });
  const lastChosen = (id: NextChoiceId) =>
    selected === id ? (
      <Badge tone="info" className={styles.badge}>
        Zuletzt gewählt
      </Badge>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby="next-choices">
      <h2 id="next-choices">Wie geht es weiter?</h2>
      <ul className={styles.choices}>
        <li className={styles.choice}>
          <h3>Jetzt Heizöl bestellen {lastChosen(NEXT_CHOICE_IDS.order)}</h3>
          <p>
            {`Vergleichen Sie die Angebote der Händler ${zipCode ? `für ${zipCode} ` : ''}– mit ${formatQuantity(amount, site.code)} Litern, einer Menge, die zu Ihrem Tank passt.`}
          </p>
          <Button asChild>
            <Link to={orderHref} onClick={() => select(NEXT_CHOICE_IDS.order)}>
              Jetzt Heizöl bestellen
            </Link>
          </Button>
        </li>
        {partnerAvailable && (
          <li className={styles.choice}>
            <h3>Modernisierungsangebot anfragen {lastChosen(NEXT_CHOICE_IDS.modernisation)}</h3>
            <p>
              Unser Partner für Heizungsmodernisierung meldet sich bei Ihnen und macht Ihnen ein
              unverbindliches Angebot – mit Ihren Angaben aus dem Vergleich.
            </p>
            <Button asChild variant="secondary">
              <Link
                to={siteHref(site, GUIDE_PATHS.leadForm)}
                onClick={() => select(NEXT_CHOICE_IDS.modernisation)}
              >
                Modernisierungsangebot anfragen
              </Link>
            </Button>
          </li>
        )}
      </ul>
    </section>
  );
}
