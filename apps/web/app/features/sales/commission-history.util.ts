import type { CommissionHistoryOutput } from '@fuel/api-client';
import { type CountryRef, formatShortDate, formatTwoDigits } from '@fuel/domain';

/** One line of a dealer's rate history: the default first, then each stored rate in the order it took effect. */
export interface CommissionHistoryLine {
  readonly key: string;
  /** '4,25 %' in the site's number format. */
  readonly rate: string;
  /** dd.MM.yyyy on the site's calendar; null for the default, which applied from the start. */
  readonly since: string | null;
  readonly changedBy: string | null;
  readonly isDefault: boolean;
  /** The rate that applies to orders placed now. */
  readonly isCurrent: boolean;
}

/** A rate in basis points as the site writes a percentage with two decimals: 425 → '4,25 %' (de). */
export function commissionRateText(basisPoints: number, site: CountryRef): string {
  return `${formatTwoDigits(basisPoints / 100, site)} %`;
}

/** The history as lines; a rate stored for later (none is today) is not yet the current one. */
export function commissionHistoryLines(
  history: CommissionHistoryOutput,
  site: CountryRef,
  now: Date = new Date(),
): CommissionHistoryLine[] {
  const started = history.rates.filter((rate) => Date.parse(rate.validFrom) <= now.getTime());
  const currentIndex = started.length - 1;
  return [
    {
      key: 'default',
      rate: commissionRateText(history.defaultRateBasisPoints, site),
      since: null,
      changedBy: null,
      isDefault: true,
      isCurrent: currentIndex === -1,
    },
    ...history.rates.map((rate, index) => ({
      key: `rate-${index}`,
      rate: commissionRateText(rate.rateBasisPoints, site),
      since: formatShortDate(rate.validFrom, site),
      changedBy: rate.changedBy?.name ?? null,
      isDefault: false,
      isCurrent: index === currentIndex,
    })),
  ];
}
