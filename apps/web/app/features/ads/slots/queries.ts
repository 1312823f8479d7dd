import { getAdSlotOptions } from '@fuel/api-client';
import type { CountryId } from '@fuel/domain';
import { AD_CACHE_SECONDS } from '@fuel/domain/ads';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client';
import { apiQueryOptions } from '../../../lib/query/api-query.util';

/**
 * A slot with its items for a site and (when it filters) a postal code: GET /api/iam/slots/{key}. Fresh as
 * long as the delivery caches it; the key carries site and postal code, so a new code is a new request.
 */
export function adSlotQuery(api: ApiClient, key: string, countryId: CountryId, zipCode: string | null) {
  return queryOptions({
    ...apiQueryOptions(api, getAdSlotOptions, {
      path: { key },
      query: zipCode === null ? { countryId } : { countryId, zipCode },
    }),
    staleTime: AD_CACHE_SECONDS.slots * 1000,
    // An advert is never worth a retry loop or an error on the page.
    retry: false,
  });
}
