import { getSalesList, type SalesSiteOutput, setDealerCommissionRate } from '@fuel/api-client';
import { COUNTRY_IDS } from '@fuel/domain';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { pageAddressOf } from '../accounts';
import { backOfficeHeaders, refusedPage } from '../back-office/index.server';
import { SALES_NOTICE_PARAM, SALES_RATE_SAVED, type SalesActionResult } from './sales.constant';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/** The filter as the GET form carries it; blank site and dealer mean "all". */
export interface SalesFilterValues {
  readonly from: string;
  readonly to: string;
  readonly countryId: string;
  readonly dealerId: string;
}

export interface SalesPageData {
  readonly filter: SalesFilterValues;
  readonly sites: SalesSiteOutput[];
  /** The API's German refusal of the filter (a bad date), shown above the empty list. */
  readonly filterError: string | null;
  readonly notice: string | null;
}

/** `/admin/verkaufsliste`: the sales of the filter; a 404 (unknown dealer) is an empty list (spec 2 §8). */
export async function loadSalesPage(request: Request, context: Context): Promise<SalesPageData> {
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params);
  const countryId = COUNTRY_IDS.find((id) => String(id) === filter.countryId);
  const dealerId = Number(filter.dealerId);
  const result = await getSalesList({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    query: {
      from: filter.from,
      to: filter.to,
      ...(countryId === undefined ? {} : { countryId }),
      ...(filter.dealerId && Number.isInteger(dealerId) && dealerId > 0 ? { dealerId } : {}),
    },
  });
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return {
    filter,
    sites: result.data?.sites ?? [],
    filterError: result.data || status === 404 ? null : errorText(result.error, FAILED),
    notice: params.get(SALES_NOTICE_PARAM) === 'provision' ? SALES_RATE_SAVED : null,
  };
}

/** A dealer's rate form: the new rate from now on. */
export async function salesAction(request: Request, context: Context) {
  const form = await request.formData();
  const dealerId = Number(form.get('dealerId'));
  const result = await setDealerCommissionRate({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    path: { dealerId },
    body: { ratePercent: String(form.get('ratePercent') ?? '') },
  });
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  if (result.error !== undefined) {
    return data<SalesActionResult>(
      { error: errorText(result.error, FAILED), dealerId },
      { status: status ?? 502 },
    );
  }
  const page = new URL(pageAddressOf(request), request.url);
  page.searchParams.set(SALES_NOTICE_PARAM, 'provision');
  return redirect(`${page.pathname}${page.search}`);
}

/** Without a chosen period the list shows last month, the period a sales list is usually settled for. */
function filterOf(params: URLSearchParams): SalesFilterValues {
  const now = new Date();
  const firstOfLastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastOfLastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return {
    from: params.get('from') || firstOfLastMonth.toISOString().slice(0, 10),
    to: params.get('to') || lastOfLastMonth.toISOString().slice(0, 10),
    countryId: params.get('countryId') ?? '',
    dealerId: params.get('dealerId') ?? '',
  };
}
