import { formatPrice } from '@fuel/domain';
import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { Card } from '../../../../ui';
import {
  formatKwhPerSquareMetre,
  formatLitres,
  formatSaving,
  ratingLabel,
} from '../../comparison-format.util';
import { consumptionCheckoutHref } from '../../guide-links.util';
import styles from './lead-form-page.module.css';

interface LeadSummaryProps {
  readonly comparison: ConsumptionComparisonOutput;
  readonly zipCode: string | undefined;
}

/** The household's comparison beside the form: what goes to the partner with the request. */
export function LeadSummary({ comparison, zipCode }: LeadSummaryProps) {
  const site = useSite();
  const { code } = site;
  const saving = comparison.SavingToMedian;
  return (
    <Card
      title="Ihr Verbrauchsvergleich"
      tone="muted"
      className={styles.summary}
      aria-label="Ihr Verbrauchsvergleich"
    >
      <dl className={styles.figures}>
        <div>
          <dt>Einstufung</dt>
          <dd>{ratingLabel(comparison.Rating)}</dd>
        </div>
        <div>
          <dt>Heizöl im Jahr</dt>
          <dd>{formatLitres(comparison.ConsumptionLitres, code)}</dd>
        </div>
        <div>
          <dt>Verbrauch pro m²</dt>
          <dd>{formatKwhPerSquareMetre(comparison.KwhPerSquareMetre, code)}</dd>
        </div>
        {comparison.AnnualCost !== null && (
          <div>
            <dt>Kosten im Jahr</dt>
            <dd>{formatPrice(comparison.AnnualCost, code)}</dd>
          </div>
        )}
        {saving.Litres > 0 && (
          <div>
            <dt>Sparpotenzial im Jahr</dt>
            <dd>{formatSaving(saving.Litres, saving.Cost, code)}</dd>
          </div>
        )}
        {zipCode && (
          <div>
            <dt>Postleitzahl</dt>
            <dd>{zipCode}</dd>
          </div>
        )}
      </dl>
      <p className={styles.summaryNote}>
        Ihre Antworten und dieses Ergebnis erhält unser Partner mit Ihrer Anfrage.{' '}
        <Link to={consumptionCheckoutHref(site)}>Ergebnis ansehen</Link>
      </p>
    </Card>
  );
}
