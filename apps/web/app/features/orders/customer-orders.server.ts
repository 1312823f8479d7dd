import type { OrderStatus } from '@fuel/domain';
import type { DehydratedState, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client';
import { type PageLoaderArgs, notFoundPage } from '../../lib/errors/error-status.util';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { errorStatusOf, isNotFoundError } from '../../lib/query/query-fallback.util';
import { type PageSeo, pageSeo } from '../../lib/seo/page-seo.util';
import { siteContext } from '../../lib/site/site.context';
import { orderIdParam } from './order-id-param.util';
import { requireBearerHeaders, signInRedirect } from '../accounts';
import { type BearerHeaders, customerOrderQuery, customerOrdersQuery } from './queries';

/** What the customer area's loaders read from React Router's loader arguments. */
export interface CustomerPageLoaderArgs extends PageLoaderArgs {
  readonly request: Request;
}

/**
 * Loads the signed-in customer's data into the request's query cache. Without a session, or with one the
 * API no longer accepts, the visitor signs in and comes back here; an order that is not theirs (the API's
 * 404) is the 404 page.
 */
async function prefetchForCustomer<TData, TError, TKey extends QueryKey>(
  { request, context }: CustomerPageLoaderArgs,
  query: (api: ApiClient, headers: BearerHeaders) => FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<{ data: TData; dehydratedState: DehydratedState }> {
  const { basePath } = context.get(siteContext);
  const headers = requireBearerHeaders(request, basePath);
  const loaded: { data?: TData } = {};
  try {
    const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
      loaded.data = await client.fetchQuery(query(api, headers));
    });
    return { data: loaded.data as TData, dehydratedState };
  } catch (error) {
    if (errorStatusOf(error) === 401) throw signInRedirect(request, basePath);
    if (isNotFoundError(error)) notFoundPage();
    throw error;
  }
}

/** The head of a customer-area page: personal, so never indexed. */
export function customerPageHead(args: PageLoaderArgs, title: string, path: string): PageSeo {
  return pageSeo(args, { title, description: `${title} im Kundenbereich`, path, noIndex: true });
}

/** The customer's orders, newest first, filtered by `status` (null: all). */
export async function loadCustomerOrders(args: CustomerPageLoaderArgs, status: OrderStatus | null) {
  const { dehydratedState } = await prefetchForCustomer(args, (api, headers) =>
    customerOrdersQuery(api, status, headers),
  );
  return { status, dehydratedState };
}

/** One order of the customer, `/kunde/bestellungen/{orderId}`. */
export async function loadCustomerOrder(args: CustomerPageLoaderArgs) {
  const orderId = orderIdParam(args.params);
  const { data: order, dehydratedState } = await prefetchForCustomer(args, (api, headers) =>
    customerOrderQuery(api, orderId, headers),
  );
  return { orderId, orderNumber: order.OrderNumber, dehydratedState };
}
