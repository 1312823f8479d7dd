import {
  type CountryId,
  type CountryRef,
  PRICE_FACTOR_IDS,
  TREND_INDEX_PRICE_FACTOR_ID,
  formatExchange,
  formatTwoDigits,
} from '@fuel/domain';

export interface FactorInput {
  readonly Id: number;
  readonly Change: number;
  readonly GrowthPositive?: boolean;
}

/** How a change reads for a buyer: a rise of crude oil is bad news, of a GrowthPositive factor good. */
export type FactorTone = 'good' | 'bad' | 'neutral';

export function factorTone(factor: FactorInput): FactorTone {
  if (factor.Change === 0) return 'neutral';
  const rising = factor.Change > 0;
  return rising === Boolean(factor.GrowthPositive) ? 'good' : 'bad';
}

/** The factors a site shows (spec 1 §7: 1, 2, 3, 5; Switzerland 1, 2, 4, 5), in that order. */
export function shownFactors<T extends FactorInput>(factors: readonly T[], countryId: CountryId): T[] {
  return PRICE_FACTOR_IDS[countryId].flatMap((id) => factors.filter((f) => f.Id === id));
}

/** The trend index is points with two decimals ('103,46'); rates and quotes keep 2 to 4 ('1,0842'). */
export function factorFormat(id: number): (value: number, site: CountryRef) => string {
  return id === TREND_INDEX_PRICE_FACTOR_ID ? formatTwoDigits : formatExchange;
}
