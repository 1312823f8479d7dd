import {
  type CmsNoticeOutput,
  createCmsNotice,
  deleteCmsNotice,
  getCmsNotice,
  listCmsNotices,
  saveCmsNotice,
} from '@fuel/api-client';
import { type CountryId, isCountryId } from '@fuel/domain';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteHref } from '../../../lib/site/site-links.util';
import { siteContext } from '../../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import {
  type NoticeFieldErrors,
  type NoticeFormValues,
  newNoticeFormValues,
  noticeApiErrors,
  noticeFormValues,
  noticeFormValuesOf,
  noticeInputOf,
} from './notice-form.util';
import {
  NEW_NOTICE_ID,
  NOTICE_DONE_QUERY,
  NOTICE_DONE_TEXTS,
  NOTICES_PATH,
  noticePath,
} from './notices-paths.constant';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

export interface NoticeListData {
  readonly view: 'list';
  readonly countryId: CountryId | null;
  readonly notices: readonly CmsNoticeOutput[];
  readonly notice: string | null;
}

export interface NoticeEditData {
  readonly view: 'edit';
  /** Null for a new notice. */
  readonly noticeId: number | null;
  readonly values: NoticeFormValues;
  readonly status: CmsNoticeOutput['status'] | null;
  readonly notice: string | null;
}

export interface NoticeActionData {
  readonly error: string | null;
  readonly fieldErrors: NoticeFieldErrors;
  readonly values: NoticeFormValues | null;
}

/** `new` (`neu`) or a notice's number; anything else is no notice (404). */
function noticeIdOf(param: string | undefined): number | null {
  if (param === NEW_NOTICE_ID) return null;
  if (param && /^\d{1,9}$/.test(param) && Number(param) > 0) return Number(param);
  throw data('Not Found', { status: 404 });
}

function doneText(params: URLSearchParams): string | null {
  const done = params.get(NOTICE_DONE_QUERY);
  return Object.entries(NOTICE_DONE_TEXTS).find(([key]) => key === done)?.[1] ?? null;
}

/** `/support/cms/prompts` (the list, by site) and `/support/cms/prompts/{id|neu}` (the form). */
export async function loadNoticesPage(
  request: Request,
  context: Context,
  param: string | undefined,
): Promise<NoticeListData | NoticeEditData> {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const site = context.get(siteContext);
  const params = new URL(request.url).searchParams;
  if (param === undefined) {
    const filter = Number(params.get('countryId'));
    const countryId = isCountryId(filter) ? filter : null;
    const result = await listCmsNotices({ client, headers, query: countryId ? { countryId } : {} });
    if (!result.data) refusedPage(result.response?.status);
    return { view: 'list', countryId, notices: result.data.items, notice: doneText(params) };
  }
  const noticeId = noticeIdOf(param);
  if (noticeId === null) {
    return {
      view: 'edit',
      noticeId,
      values: newNoticeFormValues(site.countryId),
      status: null,
      notice: null,
    };
  }
  const result = await getCmsNotice({ client, headers, path: { noticeId } });
  if (!result.data) refusedPage(result.response?.status);
  return {
    view: 'edit',
    noticeId,
    values: noticeFormValuesOf(result.data, site.countryId),
    status: result.data.status,
    notice: doneText(params),
  };
}

/** The form's `save` and `delete`, with or without JavaScript; success goes back to a page with a note. */
export async function noticesAction(request: Request, context: Context, param: string | undefined) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const site = context.get(siteContext);
  const noticeId = noticeIdOf(param);
  const form = await request.formData();
  const failure = (result: { error?: unknown; response?: Response }, values: NoticeFormValues | null) => {
    const status = result.response?.status;
    if (status === 401 || status === 403 || status === 404) refusedPage(status);
    const fieldErrors = noticeApiErrors(result.error);
    const error = Object.keys(fieldErrors).length > 0 ? null : errorText(result.error, FAILED);
    return data<NoticeActionData>({ error, fieldErrors, values }, { status: status ?? 502 });
  };

  if (form.get('intent') === 'delete') {
    if (noticeId === null) throw data('Not Found', { status: 404 });
    const result = await deleteCmsNotice({ client, headers, path: { noticeId } });
    if (result.error !== undefined) return failure(result, null);
    return redirect(siteHref(site, `${NOTICES_PATH}?${NOTICE_DONE_QUERY}=deleted`));
  }

  const values = noticeFormValues(form);
  const checked = noticeInputOf(values, site.countryId);
  if ('errors' in checked) {
    return data<NoticeActionData>({ error: null, fieldErrors: checked.errors, values }, { status: 400 });
  }
  const result =
    noticeId === null
      ? await createCmsNotice({ client, headers, body: checked.input })
      : await saveCmsNotice({ client, headers, path: { noticeId }, body: checked.input });
  if (!result.data) return failure(result, values);
  return redirect(siteHref(site, `${noticePath(result.data.id)}?${NOTICE_DONE_QUERY}=saved`));
}
