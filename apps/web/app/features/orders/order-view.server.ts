import { type OrderOutput, getOrder } from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { productGroupFromParam } from '../offers';
import { siteContext } from '../../lib/site/site.context';
import { orderIdParam } from './order-id-param.util';
import { requireBearerHeaders } from '../accounts';

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
