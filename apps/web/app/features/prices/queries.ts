import { getLocalPriceRangeOptions, getPriceFactorsOptions, getPriceFaqOptions } from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import { emptyOnError, errorStatusOf, recoverQuery } from '../../lib/query/query-fallback.util';
import type { PriceRange } from './price-range.constant';
import type { ApiClient } from '../../lib/api/api-client';

const PRICES_STALE_MS = CACHE_TTL_SECONDS.prices * 1000;

/** The area a price page is about: nothing (the site), a state, a county of a state, or a zip code. */
export interface PriceArea {
  readonly state?: string;
  readonly county?: string;
  readonly zipCode?: string;
}

/** An unknown (404) or malformed (400) place is no page: null. */
function nullOnUnknownPlace(error: unknown): null {
  const status = errorStatusOf(error);
  if (status === 404 || status === 400) return null;
  throw error;
}

/** Chart series and table of an area (range-local). */
export function localPriceRangeQuery(
  api: ApiClient,
  countryId: CountryId,
  area: PriceArea,
  range: PriceRange,
) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getLocalPriceRangeOptions, { path: { countryId }, query: { ...area, range } }),
      staleTime: PRICES_STALE_MS,
    },
    nullOnUnknownPlace,
  );
}

/** The market drivers; {} when they fail (spec 2 §8: a failed price call is an empty object). */
export function priceFactorsQuery(api: ApiClient, countryId: CountryId) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getPriceFactorsOptions, { query: { countryId } }),
      staleTime: PRICES_STALE_MS,
    },
    emptyOnError,
  );
}

/** Three-year high and low of the area's daily prices; {} when it fails or there is no history. */
export function priceFaqQuery(api: ApiClient, countryId: CountryId, area: PriceArea) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getPriceFaqOptions, { path: { countryId }, query: { ...area } }),
      staleTime: PRICES_STALE_MS,
    },
    emptyOnError,
  );
}
