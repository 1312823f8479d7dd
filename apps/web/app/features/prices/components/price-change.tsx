import { formatOneDigit, formatPrice, signed } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { type Trend, changePercent, trendOf } from '../price-table.util';

const TREND_LABELS: Readonly<Record<Trend, string>> = {
  up: 'gestiegen',
  down: 'gesunken',
  same: 'unverändert',
};

interface PriceChangeProps {
  /** Price − day before, in cents. */
  readonly cents: number;
  /** The day before, in cents: a change below 0.1 % of it is neutral (trendOf). */
  readonly open: number;
}

/** '+0,35 €' with its real sign, in the colour of its direction (a rise is bad news for a buyer); in words too. */
export function PriceChange({ cents, open }: PriceChangeProps) {
  const site = useSite();
  const trend = trendOf(cents, open);
  return (
    <span className={`price-change price-change--${trend}`}>
      {signed(cents, formatPrice(Math.abs(cents), site.code))}
      <span className="visually-hidden">{` (${TREND_LABELS[trend]})`}</span>
    </span>
  );
}

/** '+1,3 %', '0,0 %' (never '-0,0 %'), coloured like PriceChange. */
export function PercentChange({ cents, open }: PriceChangeProps) {
  const site = useSite();
  const percent = changePercent(cents, open);
  return (
    <span className={`price-change price-change--${trendOf(cents, open)}`}>
      {`${signed(percent, formatOneDigit(Math.abs(percent), site.code))} %`}
    </span>
  );
}
