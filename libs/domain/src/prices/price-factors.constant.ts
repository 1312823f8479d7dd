import { type CountryId } from '../common/countries.constant.js';

/** Switzerland shows factor 4 where the euro sites show factor 3. */
export const PRICE_FACTOR_IDS: Readonly<Record<CountryId, readonly number[]>> = {
  1: [1, 2, 3, 5],
  2: [1, 2, 3, 5],
  3: [1, 2, 4, 5],
};
/** The heating-oil trend index: points, shown with two decimals. */
export const TREND_INDEX_PRICE_FACTOR_ID = 3;
/** The one price factor whose growth is rendered as good news (GrowthPositive): the trend index. */
export const GROWTH_POSITIVE_PRICE_FACTOR_ID = TREND_INDEX_PRICE_FACTOR_ID;
