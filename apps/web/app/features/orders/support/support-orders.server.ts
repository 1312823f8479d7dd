import {
  addSupportOrderNote,
  getSupportOrder,
  resendSupportOrderMails,
  type SearchSupportOrdersData,
  searchSupportOrders,
  staffCancelOrder,
  type SupportOrderDetailsOutput,
  type SupportOrderPageOutput,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';

type Context = Readonly<RouterContextProvider>;
type SearchQuery = NonNullable<SearchSupportOrdersData['query']>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
/** The filter form's fields, as the address bar carries them (a GET form). */
export const ORDER_FILTERS = [
  'orderNumber',
  'email',
  'postalCode',
  'dealerId',
  'status',
  'countryId',
  'from',
  'to',
];

export interface SupportOrderSearchData {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: SupportOrderPageOutput;
  /** The API's German refusal of a filter; the list stays empty then. */
  readonly error: string | null;
}

/** `/support/bestellungen`: the filters from the address, one page of orders (spec 2 §8: 404 → empty list). */
export async function loadSupportOrderSearch(
  request: Request,
  context: Context,
): Promise<SupportOrderSearchData> {
  const headers = backOfficeHeaders(request, context);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(
    [...ORDER_FILTERS, 'after'].flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const empty = { rows: [], nextCursor: null };
  const result = await searchSupportOrders({
    client: context.get(apiClientContext),
    headers,
    query: filters as SearchQuery,
  });
  if (result.data) return { filters, page: result.data, error: null };
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  if (status === 404) return { filters, page: empty, error: null };
  return { filters, page: empty, error: errorText(result.error, FAILED) };
}

export interface SupportOrderPageData {
  readonly details: SupportOrderDetailsOutput;
  readonly notice: string | null;
}

const NOTICES: Readonly<Record<string, string>> = {
  note: 'Die Notiz ist gespeichert.',
  mails: 'Die Mails an den Kunden werden erneut versendet.',
  cancelled: 'Die Bestellung ist storniert.',
};

/** `/support/bestellungen/{orderId}`: the order (unknown → the 404 page) and the confirmation of the last action. */
export async function loadSupportOrder(request: Request, context: Context, orderId: string) {
  const headers = backOfficeHeaders(request, context);
  const result = await getSupportOrder({
    client: context.get(apiClientContext),
    headers,
    path: { orderId: Number(orderId) },
  });
  if (!result.data) refusedPage(result.response?.status);
  const done = new URL(request.url).searchParams.get('erledigt');
  return { details: result.data, notice: (done && NOTICES[done]) ?? null } satisfies SupportOrderPageData;
}

export interface SupportOrderActionResult {
  readonly intent: string;
  readonly error: string;
}

/** The note, resend and cancel forms post here (post/redirect/get with a German confirmation). */
export async function supportOrderAction(request: Request, context: Context, orderId: string) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const path = { orderId: Number(orderId) };
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const result =
    intent === 'cancel'
      ? await staffCancelOrder({ client, headers, path, body: { Reason: String(form.get('reason') ?? '') } })
      : intent === 'mails'
        ? await resendSupportOrderMails({ client, headers, path })
        : await addSupportOrderNote({
            client,
            headers,
            path,
            body: { text: String(form.get('text') ?? '') },
          });
  if (result.error === undefined) {
    const done = intent === 'cancel' ? 'cancelled' : intent === 'mails' ? 'mails' : 'note';
    return redirect(`${new URL(pageAddressOf(request), request.url).pathname}?erledigt=${done}`);
  }
  const status = result.response?.status;
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  return data<SupportOrderActionResult>(
    { intent, error: errorText(result.error, FAILED) },
    { status: status ?? 502 },
  );
}
