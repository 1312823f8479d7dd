import {
  type CacheStatusOutput,
  getCacheStatus,
  type PurgeCacheInput,
  purgeCache,
  reloadMarket,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText, fieldMessageOf } from '../../lib/errors/api-error.util';
import { pageAddressOf } from '../accounts';
import { backOfficeHeaders, refusedPage } from '../back-office/index.server';
import { CACHE_NOTICE_PARAMS, type CacheActionResult } from './cache.constant';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

export interface CachePageData {
  readonly status: CacheStatusOutput;
  /** The confirmation of the purge or reload just done (post/redirect/get carries it in the address). */
  readonly notice: string | null;
}

/** `/support/cache`: the backend's state and the values per prefix, plus the confirmation of the last action. */
export async function loadCachePage(request: Request, context: Context): Promise<CachePageData> {
  const headers = backOfficeHeaders(request, context);
  const result = await getCacheStatus({ client: context.get(apiClientContext), headers });
  if (!result.data) refusedPage(result.response?.status);
  return { status: result.data, notice: noticeOf(new URL(request.url).searchParams, result.data) };
}

/** The purge buttons and "Markt jetzt neu laden" post here, with or without JavaScript. */
export async function cacheAction(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const form = await request.formData();
  const page = new URL(pageAddressOf(request), request.url);
  page.search = '';
  if (form.get('intent') === 'reload') {
    const result = await reloadMarket({ client, headers });
    if (result.error !== undefined) return refused(result.error, result.response?.status);
    page.searchParams.set(CACHE_NOTICE_PARAMS.reloaded, '1');
    return redirect(`${page.pathname}${page.search}`);
  }
  const prefix = String(form.get('prefix') ?? '');
  // The API refuses a prefix it does not know (a forged form) with a German 400.
  const body = { prefix: prefix as PurgeCacheInput['prefix'] };
  const result = await purgeCache({ client, headers, body });
  if (!result.data) return refused(result.error, result.response?.status);
  page.searchParams.set(CACHE_NOTICE_PARAMS.purged, result.data.prefix);
  page.searchParams.set(CACHE_NOTICE_PARAMS.removed, String(result.data.removed));
  return redirect(`${page.pathname}${page.search}`);
}

function refused(error: unknown, status: number | undefined) {
  if (status === 401 || status === 403) refusedPage(status);
  return data<CacheActionResult>(
    { error: fieldMessageOf(error, 'prefix') ?? errorText(error, FAILED) },
    { status: status ?? 502 },
  );
}

function noticeOf(params: URLSearchParams, status: CacheStatusOutput): string | null {
  if (params.get(CACHE_NOTICE_PARAMS.reloaded) === '1') {
    return 'Der Markt wird neu geladen: Der Rechner zeigt die neuen Angebote in wenigen Sekunden.';
  }
  const purged = status.prefixes.find((p) => p.prefix === params.get(CACHE_NOTICE_PARAMS.purged));
  const removed = Number(params.get(CACHE_NOTICE_PARAMS.removed));
  if (!purged || !Number.isInteger(removed) || removed < 0) return null;
  return `Cache „${purged.label}“ geleert: ${removed === 1 ? '1 Eintrag' : `${removed} Einträge`} entfernt.`;
}
