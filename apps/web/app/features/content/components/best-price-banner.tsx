import type { BestPriceOutput } from '@fuel/api-client';
import {
  PRODUCT_GROUP_IDS,
  defaultConfiguration,
  formatPrice,
  formatQuantity,
  formatShortDateTime,
} from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { offerListHref } from '../../offers';
import { useSite } from '../../../lib/site/site-provider';
import { bestPriceQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Button } from '../../../ui';
import styles from './best-price-banner.module.css';

function isBestPrice(data: BestPriceOutput | Record<string, never> | undefined): data is BestPriceOutput {
  return data !== undefined && 'UnitPrice' in data;
}

/** Today's cheapest heating oil of the site at 3,000 l; nothing when unknown (spec 1 §8). */
export function BestPriceBanner() {
  const api = useApiClient();
  const site = useSite();
  const { data } = useQuery(bestPriceQuery(api, site.countryId));
  if (!isBestPrice(data)) return null;
  const amount = formatQuantity(data.Amount, site.code);
  return (
    <section className="container section best-price" aria-labelledby="best-price-headline">
      <div className={styles.box}>
        <h2 id="best-price-headline">Bester Heizölpreis heute</h2>
        <p className={styles.value} data-testid="best-price">
          <strong>{formatPrice(data.UnitPrice, site.code)}</strong> pro 100 l
        </p>
        <p className="muted">
          {`bei ${amount} l Standard-Heizöl, gesamt ${formatPrice(data.TotalPrice, site.code)} inkl. MwSt. · Stand ${formatShortDateTime(data.TimeStamp, site.code)}`}
        </p>
        <Button asChild>
          <Link to={offerListHref(site, defaultConfiguration(site.countryId, PRODUCT_GROUP_IDS.heatingOil))}>
            Preis für meine PLZ berechnen
          </Link>
        </Button>
      </div>
    </section>
  );
}
