import { getAddressOptionsOptions } from '@fuel/api-client';
import { apiQueryOptions } from '../../lib/query/api-query.util';

/** Salutations, titles and countries of the address forms (GET /api/common/address). */
export function addressOptionsQuery() {
  return { ...apiQueryOptions(getAddressOptionsOptions, {}), staleTime: Infinity };
}
