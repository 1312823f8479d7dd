import {
  type AdvertImageListOutput,
  type AdvertOutput,
  type AdvertRowOutput,
  createAdvert,
  deleteAdvert,
  getAdvert,
  listAdvertImages,
  listAdverts,
  removeAdvertStylesheet,
  saveAdvert,
  saveAdvertStylesheet,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteHref } from '../../../lib/site/site-links.util';
import { siteContext } from '../../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import {
  type AdvertFieldErrors,
  type AdvertFormValues,
  NEW_ADVERT_VALUES,
  advertApiErrors,
  advertFormValues,
  advertFormValuesOf,
  advertInputOf,
  postedStylesheet,
} from './advert-form.util';
import {
  ADVERTS_PATH,
  ADVERT_ADJUSTED_QUERY,
  ADVERT_DONE_QUERY,
  ADVERT_DONE_TEXTS,
  type AdvertDone,
  IMAGE_PAGE_QUERY,
  IMAGE_SEARCH_QUERY,
  advertPath,
} from './adverts-paths.constant';

type Context = Readonly<RouterContextProvider>;
type ApiResult = { readonly error?: unknown; readonly response?: Response };

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
const IN_USE =
  'Die Anzeige wird noch von einer Kampagne verwendet. Nehmen Sie sie dort heraus, dann lässt sie sich löschen.';
/** Far more than an advert's HTML and stylesheet may be (AD_LIMITS): such a post is not read at all. */
const MAX_POST_BYTES = 1_000_000;

export interface AdvertListData {
  readonly adverts: readonly AdvertRowOutput[];
  readonly q: string;
  readonly notice: string | null;
}

export interface AdvertEditData {
  /** Null for a new advert. */
  readonly advert: AdvertOutput | null;
  readonly values: AdvertFormValues;
  /** A page of the media library's images for the picker, and what it was searched for. */
  readonly images: AdvertImageListOutput;
  readonly imageSearch: string;
  readonly notice: string | null;
  /** The last save removed or changed parts of the HTML (sanitised). */
  readonly htmlAdjusted: boolean;
}

export interface AdvertActionData {
  readonly error: string | null;
  readonly fieldErrors: AdvertFieldErrors;
  readonly values: AdvertFormValues | null;
}

/** An advert's number; anything else is no advert (404). */
function advertIdOf(param: string | undefined): number {
  if (param && /^\d{1,9}$/.test(param) && Number(param) > 0) return Number(param);
  throw data('Not Found', { status: 404 });
}

function doneText(params: URLSearchParams): string | null {
  const done = params.get(ADVERT_DONE_QUERY);
  return Object.entries(ADVERT_DONE_TEXTS).find(([key]) => key === done)?.[1] ?? null;
}

function api(request: Request, context: Context) {
  return { client: context.get(apiClientContext), headers: backOfficeHeaders(request, context) };
}

/** `/support/adverts`: every advert by name, optionally searched. */
export async function loadAdvertsList(request: Request, context: Context): Promise<AdvertListData> {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const result = await listAdverts({ ...api(request, context), query: q ? { q } : {} });
  if (!result.data) refusedPage(result.response?.status);
  return { adverts: result.data.items, q, notice: doneText(params) };
}

/** The picker's page of library images; without them the editor still works (the HTML can be typed). */
async function loadImages(request: Request, context: Context, search: string, page: number) {
  const result = await listAdvertImages({
    ...api(request, context),
    query: { page, ...(search && { q: search }) },
  });
  if (result.data) return result.data;
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return { items: [], page: 1, pageCount: 1 };
}

/** `/support/adverts/create` (param undefined) and `/support/adverts/{advertId}`. */
export async function loadAdvertEdit(
  request: Request,
  context: Context,
  param: string | undefined,
): Promise<AdvertEditData> {
  const params = new URL(request.url).searchParams;
  const imageSearch = (params.get(IMAGE_SEARCH_QUERY) ?? '').trim().slice(0, 100);
  const imagePage = Number(params.get(IMAGE_PAGE_QUERY));
  const page = Number.isInteger(imagePage) && imagePage > 0 && imagePage < 10_000 ? imagePage : 1;
  const advertId = param === undefined ? null : advertIdOf(param);
  const [advert, images] = await Promise.all([
    advertId === null ? null : getAdvert({ ...api(request, context), path: { advertId } }),
    loadImages(request, context, imageSearch, page),
  ]);
  if (advert && !advert.data) refusedPage(advert.response?.status);
  return {
    advert: advert?.data ?? null,
    values: advert?.data ? advertFormValuesOf(advert.data) : NEW_ADVERT_VALUES,
    images,
    imageSearch,
    notice: doneText(params),
    htmlAdjusted: params.get(ADVERT_ADJUSTED_QUERY) === '1',
  };
}

/** The refused call as the form shows it: the API's German messages by field, or one for the page. */
function failure(result: ApiResult, values: AdvertFormValues | null, fallback = FAILED) {
  const status = result.response?.status;
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  const fieldErrors = advertApiErrors(result.error);
  const error = Object.keys(fieldErrors).length > 0 ? null : errorText(result.error, fallback);
  return data<AdvertActionData>({ error, fieldErrors, values }, { status: status ?? 502 });
}

function refused(values: AdvertFormValues | null, error: string | null, fieldErrors: AdvertFieldErrors = {}) {
  return data<AdvertActionData>({ error, fieldErrors, values }, { status: 400 });
}

/**
 * The editor's posts, with or without JavaScript (multipart, for the stylesheet file): `save` (the advert,
 * then its stylesheet when a file came or the text changed; an emptied text removes it), `removeStylesheet`
 * and `delete` (confirmed by a checkbox). Success goes back to the page with a note (post/redirect/get).
 */
export async function advertAction(request: Request, context: Context, param: string | undefined) {
  const { client, headers } = api(request, context);
  const site = context.get(siteContext);
  const advertId = param === undefined ? null : advertIdOf(param);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_POST_BYTES) {
    return data<AdvertActionData>(
      {
        error: 'Das ist zu viel auf einmal: Anzeige und Stylesheet sind zusammen zu groß.',
        fieldErrors: {},
        values: null,
      },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const intent = form.get('intent');
  const back = (id: number, done: AdvertDone, adjusted = false) =>
    redirect(
      siteHref(
        site,
        `${advertPath(id)}?${ADVERT_DONE_QUERY}=${done}${adjusted ? `&${ADVERT_ADJUSTED_QUERY}=1` : ''}`,
      ),
    );

  if (intent === 'delete' || intent === 'removeStylesheet') {
    if (advertId === null) throw data('Not Found', { status: 404 });
    if (intent === 'removeStylesheet') {
      const result = await removeAdvertStylesheet({ client, headers, path: { advertId } });
      return result.data ? back(advertId, 'stylesheetRemoved') : failure(result, null);
    }
    if (form.get('confirm') !== '1')
      return refused(null, 'Bitte bestätigen Sie, dass die Anzeige gelöscht wird.');
    const result = await deleteAdvert({ client, headers, path: { advertId } });
    if (result.error !== undefined) {
      return failure(result, null, result.response?.status === 409 ? IN_USE : FAILED);
    }
    return redirect(siteHref(site, `${ADVERTS_PATH}?${ADVERT_DONE_QUERY}=deleted`));
  }

  const values = advertFormValues(form);
  const checked = advertInputOf(values);
  if ('errors' in checked) return refused(values, null, checked.errors);
  const stylesheet = await postedStylesheet(form);
  if (stylesheet.kind === 'refused') return refused(values, null, { css: stylesheet.message });

  const saved =
    advertId === null
      ? await createAdvert({ client, headers, body: checked.input })
      : await saveAdvert({ client, headers, path: { advertId }, body: checked.input });
  if (!saved.data) return failure(saved, values);
  const advert = saved.data;

  // The stylesheet only when it changed: the text field shows the saved, scoped one.
  const current = advert.css ?? '';
  const changed = stylesheet.kind === 'file' || stylesheet.css !== current;
  if (changed && (stylesheet.css !== '' || current !== '')) {
    const path = { advertId: advert.id };
    const styled =
      stylesheet.css === ''
        ? await removeAdvertStylesheet({ client, headers, path })
        : await saveAdvertStylesheet({ client, headers, path, body: { css: stylesheet.css } });
    if (!styled.data) {
      const status = styled.response?.status;
      if (status === 401 || status === 403) refusedPage(status);
      // A new advert exists now: its page asks for the stylesheet again (the form is not at its address).
      if (advertId === null) return back(advert.id, 'stylesheetRefused', advert.htmlAdjusted);
      const message = advertApiErrors(styled.error).css ?? errorText(styled.error, FAILED);
      return refused(
        { ...values, css: stylesheet.css },
        'Die Anzeige ist gespeichert, ihr Stylesheet aber nicht.',
        { css: message },
      );
    }
  }
  return back(advert.id, 'saved', advert.htmlAdjusted);
}
