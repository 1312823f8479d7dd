import { type CommissionHistoryOutput, getDealerCommissionHistory } from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { backOfficeHeaders, refusedPage } from '../back-office/index.server';

type Context = Readonly<RouterContextProvider>;

/** `/admin/verkaufsliste/haendler/:dealerId`: a dealer's rates; an id that names no dealer is the 404 page. */
export async function loadCommissionHistory(
  request: Request,
  context: Context,
  dealerIdParam: string | undefined,
): Promise<{ history: CommissionHistoryOutput }> {
  if (!dealerIdParam || !/^\d{1,10}$/.test(dealerIdParam)) refusedPage(404);
  const result = await getDealerCommissionHistory({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    path: { dealerId: Number(dealerIdParam) },
  });
  if (result.data) return { history: result.data };
  const status = result.response?.status;
  // 400: too large for an id, so no dealer either.
  if (status === 400 || status === 404) refusedPage(404);
  if (status === 401 || status === 403) refusedPage(status);
  throw data('Bad Gateway', { status: 502 });
}
