import { type OrderOutput, getGuestOrder } from '@fuel/api-client';
import type { ApiClient } from '../../lib/api/api-client';
import { errorText } from '../../lib/errors/api-error.util';

/** Why a guest link shows no order: broken or unknown (404), expired or the order now in an account (410). */
export type GuestOrderRefusal = { readonly status: 404 | 410; readonly message: string };

export type GuestOrderPageData =
  | { readonly state: 'open'; readonly order: OrderOutput }
  | ({ readonly state: 'closed' } & GuestOrderRefusal);

const BROKEN_LINK = 'Dieser Link zur Bestellung ist ungültig.';

/**
 * `/bestellung-ansehen/{orderId}?token=`: the order a guest's mail links, read-only and without a session.
 * The API checks the signed link; the page only passes it on and shows the API's German reason when it
 * refuses. A malformed link never reaches the API's validation message ("Bitte prüfen Sie …").
 */
export async function loadGuestOrder(
  api: ApiClient,
  params: { readonly orderId?: string },
  url: URL,
): Promise<GuestOrderPageData> {
  const orderId = Number(params.orderId);
  const token = url.searchParams.get('token') ?? '';
  if (!Number.isInteger(orderId) || orderId < 1 || token === '') {
    return { state: 'closed', status: 404, message: BROKEN_LINK };
  }
  const { data, error, response } = await getGuestOrder({ client: api, path: { orderId }, query: { token } });
  if (data) return { state: 'open', order: data };
  if (response?.status === 410)
    return { state: 'closed', status: 410, message: errorText(error, BROKEN_LINK) };
  if (response?.status === 404 || response?.status === 400) {
    return { state: 'closed', status: 404, message: BROKEN_LINK };
  }
  // Anything else (the API down, a 5xx) is the site's error page, not a verdict on the link.
  throw new Error(`guest order ${orderId} failed to load: ${response?.status ?? 'no answer'}`);
}
