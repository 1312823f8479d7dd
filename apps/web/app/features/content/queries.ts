import {
  getBestPriceOptions,
  getCrossLinksOptions,
  getFeaturedNewsArticleOptions,
  getNewsArticleOptions,
  listNewsArticlesOptions,
} from '@fuel/api-client';
import {
  CACHE_TTL_SECONDS,
  type CountryId,
  DEFAULT_AMOUNT,
  NEWS_DEFAULT_PAGE,
  NEWS_PAGE_SIZE,
} from '@fuel/domain';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import { emptyOnError, nullOnNotFound, recoverQuery } from '../../lib/query/query-fallback.util';
import type { ApiClient } from '../../lib/api/api-client';

const NEWS_STALE_MS = CACHE_TTL_SECONDS.news * 1000;

/** Related links of a price or dealer page (path without site prefix); {} on any failure (spec 2 §8). */
export function crossLinksQuery(api: ApiClient, countryId: CountryId, path: string) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getCrossLinksOptions, { query: { countryId, path } }),
      staleTime: CACHE_TTL_SECONDS.crossLinks * 1000,
    },
    emptyOnError,
  );
}

/** The site's cheapest heating oil at 3,000 l for the banner; {} when it fails (spec 1 §8: no banner). */
export function bestPriceQuery(api: ApiClient, countryId: CountryId) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getBestPriceOptions, { query: { countryId, amount: DEFAULT_AMOUNT } }),
      staleTime: CACHE_TTL_SECONDS.bestPrice * 1000,
    },
    emptyOnError,
  );
}

/** A page of the news, newest first; null on 404 (spec 2 §8). */
export function newsListQuery(
  api: ApiClient,
  countryId: CountryId,
  page = NEWS_DEFAULT_PAGE,
  size = NEWS_PAGE_SIZE,
) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, listNewsArticlesOptions, { path: { countryId }, query: { page, size } }),
      staleTime: NEWS_STALE_MS,
    },
    nullOnNotFound,
  );
}

/** The article leading the news page; null when the site has none. */
export function featuredNewsQuery(api: ApiClient, countryId: CountryId) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getFeaturedNewsArticleOptions, { path: { countryId } }),
      staleTime: NEWS_STALE_MS,
    },
    nullOnNotFound,
  );
}

/** One article with its content; null when unknown. */
export function newsArticleQuery(api: ApiClient, countryId: CountryId, artikelString: string) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getNewsArticleOptions, { path: { countryId }, query: { artikelString } }),
      staleTime: NEWS_STALE_MS,
    },
    nullOnNotFound,
  );
}
