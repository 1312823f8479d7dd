import { isPartnerAvailableOptions } from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client';
import { apiQueryOptions } from '../../lib/query/api-query.util';

/** Whether the modernisation partner serves a postal code (GET /api/enwego/is-available, cached 120 s). */
export function partnerAvailabilityQuery(api: ApiClient, countryId: CountryId, zipCode: string) {
  return queryOptions({
    ...apiQueryOptions(api, isPartnerAvailableOptions, { query: { countryId, zipCode } }),
    staleTime: CACHE_TTL_SECONDS.availability * 1000,
  });
}
