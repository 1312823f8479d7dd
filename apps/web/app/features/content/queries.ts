import { getBestPriceOptions, getCrossLinksOptions } from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId, DEFAULT_AMOUNT } from '@fuel/domain';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import { emptyOnError, recoverQuery } from '../../lib/query/query-fallback.util';

/** Related links of a price or dealer page (path without site prefix); {} on any failure (spec 2 §8). */
export function crossLinksQuery(countryId: CountryId, path: string) {
  return recoverQuery(
    {
      ...apiQueryOptions(getCrossLinksOptions, { query: { countryId, path } }),
      staleTime: CACHE_TTL_SECONDS.crossLinks * 1000,
    },
    emptyOnError,
  );
}

/** The site's cheapest heating oil at 3,000 l for the banner; {} when it fails (spec 1 §8: no banner). */
export function bestPriceQuery(countryId: CountryId) {
  return recoverQuery(
    {
      ...apiQueryOptions(getBestPriceOptions, { query: { countryId, amount: DEFAULT_AMOUNT } }),
      staleTime: CACHE_TTL_SECONDS.bestPrice * 1000,
    },
    emptyOnError,
  );
}
