import {
  getFeaturedNewsArticleOptions,
  getNewsArticleOptions,
  listNewsArticlesOptions,
} from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId, NEWS_DEFAULT_PAGE, NEWS_PAGE_SIZE } from '@fuel/domain';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import { nullOnNotFound, recoverQuery } from '../../lib/query/query-fallback.util';

const NEWS_STALE_MS = CACHE_TTL_SECONDS.news * 1000;

/** A page of the news, newest first; null on 404 (spec 2 §8). */
export function newsListQuery(countryId: CountryId, page = NEWS_DEFAULT_PAGE, size = NEWS_PAGE_SIZE) {
  return recoverQuery(
    {
      ...apiQueryOptions(listNewsArticlesOptions, { path: { countryId }, query: { page, size } }),
      staleTime: NEWS_STALE_MS,
    },
    nullOnNotFound,
  );
}

/** The article leading the news page; null when the site has none. */
export function featuredNewsQuery(countryId: CountryId) {
  return recoverQuery(
    { ...apiQueryOptions(getFeaturedNewsArticleOptions, { path: { countryId } }), staleTime: NEWS_STALE_MS },
    nullOnNotFound,
  );
}

/** One article with its content; null when unknown. */
export function newsArticleQuery(countryId: CountryId, artikelString: string) {
  return recoverQuery(
    {
      ...apiQueryOptions(getNewsArticleOptions, { path: { countryId }, query: { artikelString } }),
      staleTime: NEWS_STALE_MS,
    },
    nullOnNotFound,
  );
}
