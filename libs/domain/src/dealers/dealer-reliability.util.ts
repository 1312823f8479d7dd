import { type CountryRef } from '../common/countries.constant.js';
import { siteToday } from '../common/date.util.js';
import { formatPercent } from '../common/format.util.js';

/** The dealer page's reliability figures look back this many days (site time), i.e. 12 months. */
export const RELIABILITY_DAYS = 365;
/** A figure is shown only when its base holds at least this many orders; fewer say too little. */
export const RELIABILITY_MIN_ORDERS = 10;
/** What the page says instead of a figure whose base is too small. */
export const RELIABILITY_TOO_FEW = 'Noch zu wenige Bestellungen';

/**
 * A dealer's orders placed since the window's first day, counted by what happened to them (from the orders'
 * history, `order_event`):
 * - `confirmed`: the dealer confirmed it (whatever came later); `declined`: the dealer declined it. An order
 *   the customer cancelled before a decision is in neither.
 * - `delivered`: marked delivered; `deliveredOnTime`: of those, marked delivered no later than the last day of
 *   the delivery window the customer accepted.
 * - `cancelledByDealer`: confirmed, then cancelled on the dealer's side (see the orders module's query).
 */
export interface DealerOrderCounts {
  readonly orders: number;
  readonly confirmed: number;
  readonly declined: number;
  readonly delivered: number;
  readonly deliveredOnTime: number;
  readonly cancelledByDealer: number;
}

/** The three figures, each 0..1 or null when its base has fewer than RELIABILITY_MIN_ORDERS orders. */
export interface DealerReliability {
  /** Confirmed / decided (confirmed + declined). */
  readonly confirmationRate: number | null;
  /** Delivered on time / delivered. */
  readonly onTimeRate: number | null;
  /** Cancelled by the dealer after confirming / confirmed. */
  readonly cancellationRate: number | null;
  /** Every order placed with the dealer in the window. */
  readonly orderCount: number;
  /** First day of the window, YYYY-MM-DD (site time). */
  readonly since: string;
}

/** The window's first day on the site: today minus RELIABILITY_DAYS (the orders placed from then on count). */
export function reliabilitySince(site: CountryRef, now: Date): string {
  const today = Date.parse(`${siteToday(site, now)}T00:00:00Z`);
  return new Date(today - RELIABILITY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** part / base, or null when the base is too small to say anything. */
export function reliabilityRate(part: number, base: number): number | null {
  return base >= RELIABILITY_MIN_ORDERS ? Math.min(1, Math.max(0, part / base)) : null;
}

export function dealerReliability(counts: DealerOrderCounts, since: string): DealerReliability {
  return {
    confirmationRate: reliabilityRate(counts.confirmed, counts.confirmed + counts.declined),
    onTimeRate: reliabilityRate(counts.deliveredOnTime, counts.delivered),
    cancellationRate: reliabilityRate(counts.cancelledByDealer, counts.confirmed),
    orderCount: counts.orders,
    since,
  };
}

/** A figure as the page shows it: whole percent in the site's format ('96 %'), or the too-few text. */
export function formatReliabilityRate(rate: number | null, site: CountryRef): string {
  return rate === null ? RELIABILITY_TOO_FEW : formatPercent(Math.round(rate * 100), site);
}
