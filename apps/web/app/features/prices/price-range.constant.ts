import type { GetLocalPriceRangeData } from '@fuel/api-client';

export type PriceRange = NonNullable<NonNullable<GetLocalPriceRangeData['query']>['range']>;

/** The chart's ranges, switchable by links (works without JavaScript): `?zeitraum=3y`. */
export const PRICE_RANGE_PARAM = 'zeitraum';
export const DEFAULT_PRICE_RANGE: PriceRange = '1y';

export const PRICE_RANGE_LABELS: Readonly<Record<PriceRange, string>> = {
  '1m': '1 Monat',
  '1y': '1 Jahr',
  '3y': '3 Jahre',
  '10y': '10 Jahre',
};

export const PRICE_RANGES = Object.keys(PRICE_RANGE_LABELS) as PriceRange[];

export function parsePriceRange(value: string | null): PriceRange | undefined {
  if (value === null) return DEFAULT_PRICE_RANGE;
  return PRICE_RANGES.find((range) => range === value);
}

/** Root of the price pages (spec 1 §2). */
export const PRICE_PAGES_ROOT = '/heizoelpreise';
