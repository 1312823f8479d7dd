import {
  createOrderExport,
  type CreateOrderExportData,
  downloadOrderExport,
  listOrderExports,
  type OrderExportOutput,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';

type Context = Readonly<RouterContextProvider>;
type ExportBody = CreateOrderExportData['body'];

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
const FIELDS = ['from', 'to', 'countryId', 'dealerId', 'status', 'format'] as const;

export interface OrderExportsData {
  readonly exports: readonly OrderExportOutput[];
  /** The filters of the export just started (the address carries them back), so the form keeps them. */
  readonly values: Readonly<Record<string, string>>;
}

/** The export form's filled-in fields (trimmed, blanks left out), from the posted form or the address. */
function filledFields(source: { get(name: string): unknown }): Record<string, string> {
  return Object.fromEntries(
    FIELDS.flatMap((name) => {
      const value = String(source.get(name) ?? '').trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/** `/export-orders`: the caller's recent exports (spec 2 §8: a 404 is an empty list). */
export async function loadOrderExports(request: Request, context: Context): Promise<OrderExportsData> {
  const result = await listOrderExports({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
  });
  const values = filledFields(new URL(request.url).searchParams);
  if (result.data) return { exports: result.data, values };
  const status = result.response?.status;
  if (status === 404) return { exports: [], values };
  refusedPage(status);
}

export interface OrderExportActionResult {
  readonly error: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The export form posts here; the list then shows the queued export (post/redirect/get). */
export async function orderExportAction(request: Request, context: Context) {
  const values = filledFields(await request.formData());
  const result = await createOrderExport({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    body: {
      ...values,
      ...(values['countryId'] ? { countryId: Number(values['countryId']) } : {}),
      ...(values['dealerId'] ? { dealerId: Number(values['dealerId']) } : {}),
    } as ExportBody,
  });
  if (result.data) {
    // Back to the list with the filters in the address: the form shows them again for the next export.
    const page = new URL(pageAddressOf(request), request.url);
    return redirect(`${page.pathname}?${new URLSearchParams(values)}`);
  }
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return data<OrderExportActionResult>(
    { error: errorText(result.error, FAILED), values },
    { status: status ?? 502 },
  );
}

/** `/export-orders/{id}/datei`: the API's file passed through as it streams (no copy in memory). */
export async function orderExportFile(request: Request, context: Context, exportId: string) {
  const result = await downloadOrderExport({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    path: { exportId },
    parseAs: 'stream',
  });
  const response = result.response;
  // Not finished (409) or past its retention (410): to the user, there is no such file.
  const status = response?.status;
  if (!response?.ok || !response.body) refusedPage(status === 409 || status === 410 ? 404 : status);
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}
