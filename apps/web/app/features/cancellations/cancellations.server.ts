import {
  type GetOrderCancellationListInput,
  getOrderCancellationList,
  type OrderCancellationOutput,
  saveOrderCancellationComment,
  saveOrderCancellationFeedback,
  saveOrderCancellationList,
} from '@fuel/api-client';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { pageAddressOf } from '../accounts';
import { backOfficeHeaders, refusedPage } from '../back-office/index.server';
import { dirtyRows } from './booking-form.util';
import {
  CANCELLATION_NOTICE_PARAM,
  CANCELLATION_NOTICES,
  type CancellationActionResult,
  type CancellationNotice,
} from './cancellations.constant';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
const DAY_MS = 86_400_000;
/** Without a chosen period the screen shows the last 30 days. */
const DEFAULT_PERIOD_DAYS = 30;

/** The filter as the GET form carries it; blank fields mean "all". */
export interface CancellationFilterValues {
  readonly from: string;
  readonly to: string;
  readonly countryId: string;
  readonly dealerId: string;
  readonly booked: '' | 'ja' | 'nein';
}

export interface CancellationsPageData {
  readonly filter: CancellationFilterValues;
  readonly rows: OrderCancellationOutput[];
  /** The API's German refusal of the filter (a bad date), shown above the empty list. */
  readonly filterError: string | null;
  readonly notice: string | null;
}

/** `/stornomanagement`: the cancellations of the filter; a 404 from the list call is an empty list (spec 2 §8). */
export async function loadCancellationsPage(
  request: Request,
  context: Context,
): Promise<CancellationsPageData> {
  const headers = backOfficeHeaders(request, context);
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params);
  const result = await getOrderCancellationList({
    client: context.get(apiClientContext),
    headers,
    body: listInputOf(filter),
  });
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  const notice = params.get(CANCELLATION_NOTICE_PARAM);
  return {
    filter,
    rows: result.data ?? [],
    filterError: result.data || status === 404 ? null : errorText(result.error, FAILED),
    notice:
      notice && notice in CANCELLATION_NOTICES ? CANCELLATION_NOTICES[notice as CancellationNotice] : null,
  };
}

/** The booking form ("Speichern": the dirty rows in one call) and each row's comment and feedback forms. */
export async function cancellationsAction(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const form = await request.formData();
  const intent = form.get('intent');
  let notice: CancellationNotice;
  let result: { error?: unknown; response?: Response };
  if (intent === 'comment' || intent === 'feedback') {
    const orderId = Number(form.get('orderId'));
    result =
      intent === 'comment'
        ? await saveOrderCancellationComment({
            client,
            headers,
            body: { orderId, userId: Number(form.get('userId')), comment: String(form.get('comment') ?? '') },
          })
        : await saveOrderCancellationFeedback({
            client,
            headers,
            body: {
              orderId,
              feedbackReason: String(form.get('feedbackReason') ?? ''),
              feedbackComment: String(form.get('feedbackComment') ?? ''),
            },
          });
    notice = intent;
  } else {
    const rows = dirtyRows(form);
    if (rows.length === 0) return backToPage(request, 'unchanged');
    // Not booked goes without a mode (the API stores none).
    const orders = rows.map(({ bookedAs, ...row }) => (bookedAs ? { ...row, bookedAs } : row));
    result = await saveOrderCancellationList({ client, headers, body: { orders } });
    notice = 'bookings';
  }
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  if (result.error !== undefined) {
    return data<CancellationActionResult>(
      { error: errorText(result.error, FAILED) },
      { status: status ?? 502 },
    );
  }
  return backToPage(request, notice);
}

function backToPage(request: Request, notice: CancellationNotice) {
  const page = new URL(pageAddressOf(request), request.url);
  page.searchParams.set(CANCELLATION_NOTICE_PARAM, notice);
  return redirect(`${page.pathname}${page.search}`);
}

function filterOf(params: URLSearchParams): CancellationFilterValues {
  const today = new Date();
  const booked = params.get('booked');
  return {
    from: params.get('from') || isoDay(new Date(today.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS)),
    to: params.get('to') || isoDay(today),
    countryId: params.get('countryId') ?? '',
    dealerId: params.get('dealerId') ?? '',
    booked: booked === 'ja' || booked === 'nein' ? booked : '',
  };
}

function listInputOf(filter: CancellationFilterValues): GetOrderCancellationListInput {
  const countryId = COUNTRY_IDS.find((id) => String(id) === filter.countryId);
  const dealerId = Number(filter.dealerId);
  return {
    from: filter.from,
    to: filter.to,
    ...(countryId === undefined ? {} : { countryId: countryId satisfies CountryId }),
    ...(filter.dealerId && Number.isInteger(dealerId) && dealerId > 0 ? { dealerId } : {}),
    ...(filter.booked ? { isBooked: filter.booked === 'ja' } : {}),
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
