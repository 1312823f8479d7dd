import { getAddressOptionsOptions } from '@fuel/api-client';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import type { ApiClient } from '../../lib/api/api-client';

/** Salutations, titles and countries of the address forms (GET /api/common/address). */
export function addressOptionsQuery(api: ApiClient) {
  return { ...apiQueryOptions(api, getAddressOptionsOptions, {}), staleTime: Infinity };
}
