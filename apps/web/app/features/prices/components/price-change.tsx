import { formatPrice } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { trendOf } from '../price-table.util';

const TREND_LABELS = { up: 'gestiegen', down: 'gesunken', same: 'unverändert' } as const;

/** '+0,35 €' in the colour of its direction (a rise is bad news for a buyer); the direction also in words. */
export function PriceChange({ cents }: { readonly cents: number }) {
  const site = useSite();
  const trend = trendOf(cents);
  return (
    <span className={`price-change price-change--${trend}`}>
      {`${cents > 0 ? '+' : ''}${formatPrice(cents, site.code)}`}
      <span className="visually-hidden">{` (${TREND_LABELS[trend]})`}</span>
    </span>
  );
}
