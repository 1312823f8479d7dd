import { getOrderOptions, getOrdersOptions } from '@fuel/api-client';
import type { OrderStatus } from '@fuel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiQueryOptions } from '../../lib/query/api-query.util';
import type { ApiClient } from '../../lib/api/api-client';

/**
 * The bearer header a loader sends for the signed-in visitor. The browser's client adds the session's own
 * headers, and neither is part of the query key, so the prefetched orders hydrate into the browser's queries.
 */
// A type, not an interface: the generated options take headers as a string record.
export type BearerHeaders = { readonly Authorization: string };

/** The signed-in customer's orders, newest first; `status` filters (null: all). */
export function customerOrdersQuery(api: ApiClient, status: OrderStatus | null, headers?: BearerHeaders) {
  return queryOptions(
    apiQueryOptions(api, getOrdersOptions, {
      ...(status && { query: { status } }),
      ...(headers && { headers }),
    }),
  );
}

/** One order of the signed-in customer; the API answers 404 for anyone else's. */
export function customerOrderQuery(api: ApiClient, orderId: number, headers?: BearerHeaders) {
  return queryOptions(
    apiQueryOptions(api, getOrderOptions, { path: { orderId }, ...(headers && { headers }) }),
  );
}
