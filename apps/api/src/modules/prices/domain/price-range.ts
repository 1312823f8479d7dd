import { dailyDates } from '@fuel/domain';

export const PRICE_RANGES = ['1m', '1y', '3y', '10y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** The areas a price page can be about, from the whole site down to one zip code. */
export const PRICE_AREA_LEVELS = ['country', 'state', 'county', 'city'] as const;
export type PriceAreaLevel = (typeof PRICE_AREA_LEVELS)[number];

/** Days a chart range covers, and every how many days it keeps a point (long ranges: one a week). */
const RANGE_SHAPE: Record<PriceRange, { days: number; step: number }> = {
  '1m': { days: 31, step: 1 },
  '1y': { days: 366, step: 1 },
  '3y': { days: 3 * 366, step: 7 },
  '10y': { days: 3_653, step: 7 },
};

/** The first day (YYYY-MM-DD) of a range ending on `lastDate`. */
export function rangeStart(range: PriceRange, lastDate: string): string {
  return dailyDates(lastDate, RANGE_SHAPE[range].days)[0] ?? lastDate;
}

export interface DatedPrice {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly price: number;
}

/** Keeps every step-th point counted back from the newest, so the last day is always drawn. */
export function thinOut<T>(points: readonly T[], range: PriceRange): T[] {
  const { step } = RANGE_SHAPE[range];
  if (step === 1) return [...points];
  return points.filter((_, i) => (points.length - 1 - i) % step === 0);
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', é: 'e', è: 'e', à: 'a' };

/** URL slug of a place or county name: 'Amberg-Sulzbach' → 'amberg-sulzbach', 'Lörrach' → 'loerrach'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßéèà]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const LOCAL_PRICES_ROOT = '/heizoelpreise';

/** The local price page of a state, county or zip code. */
export function localPricePath(stateSlug: string, county?: string | null, zipCode?: string): string {
  const parts = [LOCAL_PRICES_ROOT, stateSlug];
  if (county) parts.push(slugify(county));
  if (zipCode) parts.push(zipCode);
  return parts.join('/');
}
