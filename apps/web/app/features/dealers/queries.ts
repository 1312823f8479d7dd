import {
  getDealerBranchOptions,
  getDealerOptions,
  getReviewSummaryOptions,
  listDealerStatesOptions,
  listDealersOptions,
} from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId, TRUSTED_SHOPS_IDS } from '@fuel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import { nullOnNotFound, recoverQuery } from '../../lib/query/query-fallback.util';
import type { ApiClient } from '../../lib/api/api-client';

const DEALERS_STALE_MS = CACHE_TTL_SECONDS.dealers * 1000;

/** States of the site with their number of dealers (the directory's start page). */
export function dealerStatesQuery(api: ApiClient, countryId: CountryId) {
  return queryOptions({
    ...apiQueryOptions(api, listDealerStatesOptions, { path: { countryId } }),
    staleTime: DEALERS_STALE_MS,
  });
}

/** Dealers serving a state or a postal code; null when either is unknown (spec 2 §8). */
export function dealerListQuery(
  api: ApiClient,
  countryId: CountryId,
  where: { state?: string; zipCode?: string },
) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, listDealersOptions, { path: { countryId }, query: where }),
      staleTime: DEALERS_STALE_MS,
    },
    nullOnNotFound,
  );
}

/** A dealer page's data; null for unknown or non-numeric ids. */
export function dealerQuery(api: ApiClient, countryId: CountryId, id: string) {
  return recoverQuery(
    { ...apiQueryOptions(api, getDealerOptions, { path: { countryId, id } }), staleTime: DEALERS_STALE_MS },
    nullOnNotFound,
  );
}

export function dealerBranchQuery(api: ApiClient, countryId: CountryId, id: string, branchId: string) {
  return recoverQuery(
    {
      ...apiQueryOptions(api, getDealerBranchOptions, { path: { countryId, id, branchId } }),
      staleTime: DEALERS_STALE_MS,
    },
    nullOnNotFound,
  );
}

/** The review seal of the footer. */
export function reviewSummaryQuery(api: ApiClient, countryId: CountryId) {
  return queryOptions({
    ...apiQueryOptions(api, getReviewSummaryOptions, { path: { id: TRUSTED_SHOPS_IDS[countryId] } }),
    staleTime: CACHE_TTL_SECONDS.reviews * 1000,
  });
}
