import { type ProductGroupId, productGroupById, resetConfiguration } from '@fuel/domain';
import type { ReactNode } from 'react';
import { RichBlock, useContentBlock } from '../../content/blocks';
import { CompactCalculatorBar } from './compact-calculator-bar';
import { useOfferListConfiguration } from '../hooks/use-offer-list-configuration';
import { useOffers } from '../hooks/use-offers';
import { useStoreOfferListSettings } from '../hooks/use-store-offer-list-settings';
import { useUpsellPrices } from '../hooks/use-upsell-prices';
import { OfferListSummary } from './offer-list-summary';
import { OfferResults } from './offer-results';
import { SettingsPanel } from './settings-panel';
import styles from './offer-list.module.css';

interface OfferListPageProps {
  readonly productGroupId: ProductGroupId;
  /** The link's query string could not be read; the defaults are shown instead. */
  readonly queryFailed: boolean;
  /**
   * The advert slot (the route renders the ads feature's AdSlot): given the list's postal code, which it
   * follows as the settings change, and the class that places it under the settings (below the offers on
   * phones).
   */
  readonly renderAdvert?: (slot: { readonly zipCode: string; readonly className?: string }) => ReactNode;
}

export function OfferListPage({ productGroupId, queryFailed, renderAdvert }: OfferListPageProps) {
  const { configuration, catalogue, openSettings, update } = useOfferListConfiguration(productGroupId);
  const offers = useOffers(configuration, catalogue.isSuccess);
  const calculated = offers.isSuccess && !offers.isPlaceholderData;
  const prices = useUpsellPrices(configuration, calculated && offers.data.Items.length > 0);
  useStoreOfferListSettings(configuration, catalogue.data, calculated);
  const group = productGroupById(productGroupId);
  const hints = useContentBlock('offers.hints');

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{`${group?.name ?? ''}-Angebote vergleichen`}</h1>
        <OfferListSummary configuration={configuration} catalogue={catalogue.data} />
        <RichBlock html={hints} variant="hints" />
        {queryFailed && (
          <p className="notice notice--info" role="note">
            Die Einstellungen aus dem Link konnten nicht gelesen werden. Wir zeigen Ihnen die
            Standardeinstellungen.
          </p>
        )}
        <CompactCalculatorBar
          productGroupId={productGroupId}
          configuration={configuration}
          showSettings={false}
          // A new postal code or amount in the URL starts the fields afresh.
          key={`${configuration.ZipCode}|${configuration.Amount}`}
        />
      </header>
      <div className={styles.layout}>
        <SettingsPanel
          catalogue={catalogue.data}
          configuration={configuration}
          onChange={update}
          onReset={() => catalogue.data && update(resetConfiguration(configuration, catalogue.data))}
          prices={prices}
          openSettings={openSettings}
        />
        <OfferResults configuration={configuration} catalogue={catalogue.data} offers={offers} />
        {renderAdvert?.({ zipCode: configuration.ZipCode, className: styles.advert })}
      </div>
    </div>
  );
}
