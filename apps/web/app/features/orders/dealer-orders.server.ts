import {
  type OrderOutput,
  confirmDealerOrder,
  declineDealerOrder,
  getDealerOrder,
  getDealerOrders,
  getDealerProfile,
  markDealerOrderDelivered,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { sessionUserOfToken } from '../../lib/session/token-claims.util';
import { siteContext } from '../../lib/site/site.context';
import { parseSiteNumber } from '../../ui';
import { isDealerStaff, mayOpenDealerPortal, pageAddressOf, requireBearerHeaders } from '../accounts';
import {
  DEALER_ACTIONS,
  DEALER_STATUS_FILTERS,
  type DealerActionResult,
  type DealerPortalAction,
  type DealerStatusFilter,
} from './dealer-orders.constant';
import { orderIdParam } from './order-id-param.util';
import { statusFilterOf } from './order-status-filter.util';

type Context = Readonly<RouterContextProvider>;

/**
 * The dealer portal is for dealer staff and admins (spec 2 §6: admin holds every role); others signed in get
 * the 401 page ("kein Zugang"), visitors the sign-in. `allDealers`: an admin, who sees every dealer's orders.
 */
function requirePortalAccess(request: Request, context: Context) {
  const headers = requireBearerHeaders(request, context.get(siteContext).basePath);
  const user = sessionUserOfToken(headers.Authorization.slice('Bearer '.length));
  if (!user || !mayOpenDealerPortal(user.roles)) throw data('Unauthorized', { status: 401 });
  return { headers, allDealers: !isDealerStaff(user.roles) };
}

function refused(status: number | undefined): never {
  throw data(status === 404 ? 'Not Found' : 'Unauthorized', { status: status === 404 ? 404 : 401 });
}

/** The portal's orders: the dealer's own, or for an admin every dealer's (each card names its dealer). */
export async function loadDealerOrders(
  request: Request,
  context: Context,
): Promise<{ dealerName: string | null; orders: OrderOutput[]; status: DealerStatusFilter | null }> {
  const { headers, allDealers } = requirePortalAccess(request, context);
  const status = statusFilterOf(new URL(request.url), DEALER_STATUS_FILTERS);
  const api = context.get(apiClientContext);
  const [dealer, result] = await Promise.all([
    allDealers ? undefined : getDealerProfile({ client: api, headers }),
    getDealerOrders({ client: api, headers, query: status ? { status } : {} }),
  ]);
  if (!result.data || (dealer && !dealer.data)) refused(result.response?.status);
  return { dealerName: dealer?.data?.DealerName ?? null, orders: result.data, status };
}

/** One order of the portal; another dealer's order or an unknown id is the 404 page. */
export async function loadDealerOrder(
  request: Request,
  params: { readonly orderId?: string },
  context: Context,
): Promise<{ order: OrderOutput; allDealers: boolean }> {
  const { headers, allDealers } = requirePortalAccess(request, context);
  const orderId = orderIdParam(params);
  const result = await getDealerOrder({ client: context.get(apiClientContext), headers, path: { orderId } });
  if (!result.data) refused(result.response?.status);
  return { order: result.data, allDealers };
}

function isAction(value: unknown): value is DealerPortalAction {
  return (DEALER_ACTIONS as readonly unknown[]).includes(value);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Confirm (with a delivery date), decline (with a reason) or report the delivered amount, posted by the
 * portal's forms (without JavaScript too). The order id comes from the form on the list and from the path on
 * the order's page; the API checks that the order is the caller's and that its status allows the move. A
 * success returns to the page it was posted from; a problem answers with the German message for that form.
 */
export async function dealerOrderAction(request: Request, context: Context) {
  const { headers } = requirePortalAccess(request, context);
  const site = context.get(siteContext);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  const orderId = Number(text('orderId'));
  const answer = (error: string, status = 400) =>
    data<DealerActionResult>({ intent, orderId, error }, { status });
  if (!isAction(intent) || !Number.isInteger(orderId) || orderId < 1) return answer('Unbekannte Aktion.');

  const base = { client: context.get(apiClientContext), headers, path: { orderId } } as const;
  let result;
  if (intent === 'confirm') {
    const day = text('deliveryDate');
    if (!ISO_DAY.test(day)) return answer('Bitte wählen Sie den Liefertermin.');
    result = await confirmDealerOrder({ ...base, body: { DeliveryDate: day } });
  } else if (intent === 'decline') {
    const reason = text('reason');
    if (!reason) return answer('Bitte geben Sie den Grund der Ablehnung an.');
    result = await declineDealerOrder({ ...base, body: { Reason: reason } });
  } else {
    const amount = parseSiteNumber(text('amount'), site.code);
    if (amount === null || amount <= 0) return answer('Bitte geben Sie die gelieferte Menge als Zahl an.');
    result = await markDealerOrderDelivered({ ...base, body: { DeliveredAmount: amount } });
  }
  if (result.error !== undefined) {
    return answer(errorText(result.error, 'Die Aktion ist fehlgeschlagen.'), result.response?.status ?? 502);
  }
  // Post/redirect/get: a reload does not post again.
  return redirect(pageAddressOf(request));
}
