import { cancelOrder } from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorCodeOf } from '../../lib/errors/api-error.util';
import { ERROR_TEXTS } from '../../lib/errors/error-texts.constant';
import { siteContext } from '../../lib/site/site.context';
import { pageAddressOf, requireBearerHeaders, signInRedirect } from '../accounts';
import { orderIdParam } from './order-id-param.util';
import { WITHDRAWN_PARAM, type WithdrawOrderResult } from './withdraw-order.constant';

const FAILED = 'Der Widerruf hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/**
 * 'Ja, widerrufen' on `/kunde/bestellungen/{orderId}`, posted with or without JavaScript. The API checks that
 * the order is the caller's, its status and the 14-day period; a refusal answers with the German text of its
 * error code (never the API's own message), a success returns to the page, which then confirms it.
 */
export async function withdrawOrderAction(
  request: Request,
  params: { readonly orderId?: string },
  context: Readonly<RouterContextProvider>,
) {
  const { basePath } = context.get(siteContext);
  const headers = requireBearerHeaders(request, basePath);
  const orderId = orderIdParam(params);
  const reason = String((await request.formData()).get('reason') ?? '').trim();
  const result = await cancelOrder({
    client: context.get(apiClientContext),
    headers,
    path: { orderId },
    body: reason ? { Reason: reason } : {},
  });
  if (result.error === undefined) {
    const page = new URL(pageAddressOf(request), request.url);
    page.searchParams.set(WITHDRAWN_PARAM, '1');
    // Post/redirect/get: a reload does not post the withdrawal again.
    return redirect(`${page.pathname}${page.search}`);
  }
  const status = result.response?.status ?? 502;
  if (status === 401) throw signInRedirect(request, basePath);
  const code = errorCodeOf(result.error);
  return data<WithdrawOrderResult>({ error: code ? ERROR_TEXTS[code] : FAILED }, { status });
}
