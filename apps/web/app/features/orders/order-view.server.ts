import {
  type DealerProfileOutput,
  type OrderOutput,
  getDealerOrder,
  getDealerOrders,
  getDealerProfile,
  getOrder,
} from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { productGroupFromParam } from '../offers';
import { siteContext } from '../../lib/site/site.context';
import { DEALER_STATUS_FILTERS, type DealerStatusFilter } from './dealer-orders.constant';
import { orderIdParam } from './order-id-param.util';
import { statusFilterOf } from './order-status-filter.util';
import { sessionUserOfToken } from '../../lib/session/token-claims.util';
import { mayOpenDealerPortal, requireBearerHeaders } from '../accounts';

/** The dealer portal is for dealer staff: others signed in get the 401 page ("kein Zugang"). */
function requireDealerHeaders(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { Authorization: string } {
  const headers = requireBearerHeaders(request, context.get(siteContext).basePath);
  const user = sessionUserOfToken(headers.Authorization.slice('Bearer '.length));
  if (!user || !mayOpenDealerPortal(user.roles)) {
    throw data('Unauthorized', { status: 401 });
  }
  return headers;
}

/** The success page's order: only the ordering customer's session sees it; anyone else gets the 404 page. */
export async function loadPlacedOrder(
  request: Request,
  params: { readonly productGroup?: string; readonly orderId?: string },
  context: Readonly<RouterContextProvider>,
): Promise<{ order: OrderOutput }> {
  const group = productGroupFromParam(params.productGroup);
  const headers = requireBearerHeaders(request, context.get(siteContext).basePath, group.urlName);
  const orderId = orderIdParam(params);
  const api = context.get(apiClientContext);
  const result = await getOrder({ client: api, headers, path: { orderId } });
  if (!result.data) throw data('Not Found', { status: 404 });
  return { order: result.data };
}

/** The dealer portal's orders; a signed-in user without a dealer account gets the 401 page. */
export async function loadDealerOrders(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ dealer: DealerProfileOutput; orders: OrderOutput[]; status: DealerStatusFilter | null }> {
  const headers = requireDealerHeaders(request, context);
  const status = statusFilterOf(new URL(request.url), DEALER_STATUS_FILTERS);
  const api = context.get(apiClientContext);
  const [dealer, result] = await Promise.all([
    getDealerProfile({ client: api, headers }),
    getDealerOrders({ client: api, headers, query: status ? { status } : {} }),
  ]);
  if (!dealer.data || !result.data) throw data('Unauthorized', { status: 401 });
  return { dealer: dealer.data, orders: result.data, status };
}

/** One order of the dealer; another dealer's order or an unknown id is the 404 page. */
export async function loadDealerOrder(
  request: Request,
  params: { readonly orderId?: string },
  context: Readonly<RouterContextProvider>,
): Promise<{ order: OrderOutput }> {
  const headers = requireDealerHeaders(request, context);
  const orderId = orderIdParam(params);
  const api = context.get(apiClientContext);
  const result = await getDealerOrder({ client: api, headers, path: { orderId } });
  if (result.response?.status === 401 || result.response?.status === 403) {
    throw data('Unauthorized', { status: 401 });
  }
  if (!result.data) throw data('Not Found', { status: 404 });
  return { order: result.data };
}
