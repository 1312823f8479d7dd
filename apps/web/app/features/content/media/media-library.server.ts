import {
  type MediaAssetDetailOutput,
  type MediaAssetListOutput,
  type MediaAssetOutput,
  type MediaFolderOutput,
  createCmsMediaFolder,
  deleteCmsMedia,
  deleteCmsMediaFolder,
  getCmsMedia,
  listCmsMedia,
  listCmsMediaFolders,
  updateCmsMedia,
} from '@fuel/api-client';
import { MEDIA_MAX_BYTES } from '@fuel/domain/content';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText, fieldMessageOf } from '../../../lib/errors/api-error.util';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import {
  MEDIA_QUERY,
  type MediaLibraryFilters,
  type MediaNotice,
  mediaLibraryFilters,
  mediaLibrarySearch,
  mediaNotice,
} from './media-library.util';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
const UPLOAD_FAILED =
  'Die Datei konnte nicht hochgeladen werden. Bitte prüfen Sie Größe und Art der Datei und versuchen Sie es erneut.';
/** Multipart's own bytes (boundaries, the text fields) beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface MediaLibraryData {
  readonly filters: MediaLibraryFilters;
  readonly page: MediaAssetListOutput;
  readonly folders: readonly MediaFolderOutput[];
  /** The file opened beside the list, with where it is used. */
  readonly detail: MediaAssetDetailOutput | null;
  readonly notice: string | null;
  readonly error: string | null;
}

export interface MediaActionData {
  readonly error: string;
  /** Which form failed, so the page shows the message there. */
  readonly form: 'upload' | 'folder' | 'details' | 'delete' | 'delete-folder';
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

/** `/support/cms/media` and `/medienverwaltung`: one page of the library, its folders and the opened file. */
export async function loadMediaLibrary(request: Request, context: Context): Promise<MediaLibraryData> {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const params = new URL(request.url).searchParams;
  const filters = mediaLibraryFilters(params);
  const [list, folders, detail] = await Promise.all([
    listCmsMedia({
      client,
      headers,
      query: {
        page: filters.page,
        ...(filters.folderId !== null && { folderId: filters.folderId }),
        ...(filters.q && { q: filters.q }),
        ...(filters.kind && { kind: filters.kind }),
      },
    }),
    listCmsMediaFolders({ client, headers }),
    filters.mediaId === null
      ? Promise.resolve(undefined)
      : getCmsMedia({ client, headers, path: { mediaId: filters.mediaId } }),
  ]);
  if (!folders.data) refusedPage(folders.response?.status);
  const notice = mediaNotice(params);
  const base = { filters, folders: folders.data.items, detail: detail?.data ?? null, notice };
  if (list.data) return { ...base, page: list.data, error: null };
  const status = list.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return {
    ...base,
    page: { items: [], total: 0, page: filters.page, pageCount: 1 },
    error: errorText(list.error, FAILED),
  };
}

/** Back to the screen (same filters) with a confirmation; `change` moves the opened file or the folder. */
function backTo(request: Request, notice: MediaNotice, change: Partial<MediaLibraryFilters> = {}) {
  const address = new URL(pageAddressOf(request), request.url);
  const filters = mediaLibraryFilters(address.searchParams);
  const search = new URLSearchParams(mediaLibrarySearch(filters, change).slice(1));
  search.set(MEDIA_QUERY.notice, notice);
  return redirect(`${address.pathname}?${search.toString()}`);
}

function refusal(
  result: { error?: unknown; response?: Response },
  form: MediaActionData['form'],
  fallback = FAILED,
  fields: readonly string[] = [],
) {
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  const fieldErrors = Object.fromEntries(
    fields.flatMap((field) => {
      const message = fieldMessageOf(result.error, field);
      return message ? [[field, message]] : [];
    }),
  );
  return data<MediaActionData>(
    { error: errorText(result.error, fallback), form, fieldErrors },
    { status: status ?? 502 },
  );
}

/**
 * The upload: the browser's multipart body goes on to the API as it comes (streamed, never parsed or held
 * here); the API checks type, size and content. A body far beyond the limit is refused before it is read.
 */
async function upload(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > MEDIA_MAX_BYTES + MULTIPART_OVERHEAD) {
    const megabytes = Math.round(MEDIA_MAX_BYTES / (1024 * 1024));
    return data<MediaActionData>(
      { error: `Die Datei ist zu groß: höchstens ${megabytes} MB.`, form: 'upload' },
      { status: 413 },
    );
  }
  const config = context.get(apiClientContext).getConfig();
  const forwarded = new Headers({ Authorization: headers.Authorization, Accept: 'application/json' });
  const requestId = request.headers.get('X-Request-Id');
  if (requestId) forwarded.set('X-Request-Id', requestId);
  forwarded.set('Content-Type', request.headers.get('Content-Type') ?? '');
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: forwarded,
    body: request.body,
    duplex: 'half',
  };
  let response: Response;
  try {
    response = await fetch(new Request(`${config.baseUrl ?? ''}/api/support/cms/media`, init));
  } catch {
    return data<MediaActionData>({ error: UPLOAD_FAILED, form: 'upload' }, { status: 502 });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const asset = body as MediaAssetOutput;
    return backTo(request, 'uploaded', { mediaId: asset.id, page: 1 });
  }
  return refusal({ error: body, response }, 'upload', UPLOAD_FAILED, [
    'file',
    'altText',
    'title',
    'folderId',
  ]);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function idOf(form: FormData, name: string): number | null {
  const value = text(form, name);
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/** The library's forms: upload (multipart), folder create/delete, a file's details and its deletion. */
export async function mediaLibraryAction(request: Request, context: Context) {
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    return upload(request, context);
  }
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const form = await request.formData();
  const intent = text(form, 'intent');

  if (intent === 'create-folder') {
    const result = await createCmsMediaFolder({ client, headers, body: { name: text(form, 'name') } });
    if (result.data)
      return backTo(request, 'folder-created', { folderId: result.data.id, page: 1, mediaId: null });
    return refusal(result, 'folder', FAILED, ['name']);
  }
  if (intent === 'delete-folder') {
    const folderId = idOf(form, 'folderId');
    if (folderId === null)
      return data<MediaActionData>({ error: FAILED, form: 'delete-folder' }, { status: 400 });
    const result = await deleteCmsMediaFolder({ client, headers, path: { folderId } });
    if (result.error === undefined) return backTo(request, 'folder-deleted', { folderId: null, page: 1 });
    return refusal(result, 'delete-folder');
  }
  const mediaId = idOf(form, 'mediaId');
  if (mediaId === null) return data<MediaActionData>({ error: FAILED, form: 'details' }, { status: 400 });
  if (intent === 'save') {
    const result = await updateCmsMedia({
      client,
      headers,
      path: { mediaId },
      body: {
        altText: text(form, 'altText') || null,
        title: text(form, 'title') || null,
        folderId: idOf(form, 'folderId'),
      },
    });
    if (result.data) return backTo(request, 'saved', { mediaId });
    return refusal(result, 'details', FAILED, ['altText', 'title', 'folderId']);
  }
  if (intent === 'delete') {
    const result = await deleteCmsMedia({ client, headers, path: { mediaId } });
    if (result.error === undefined) return backTo(request, 'deleted', { mediaId: null });
    return refusal(result, 'delete');
  }
  return data<MediaActionData>({ error: FAILED, form: 'details' }, { status: 400 });
}

/** The news editor's image choice: a page of library images (newest first), optionally searched. */
export async function loadMediaPickerImages(
  request: Request,
  context: Context,
  options: { readonly q?: string; readonly page?: number } = {},
): Promise<MediaAssetListOutput> {
  const headers = backOfficeHeaders(request, context);
  const result = await listCmsMedia({
    client: context.get(apiClientContext),
    headers,
    query: { kind: 'image', page: options.page ?? 1, ...(options.q && { q: options.q }) },
  });
  if (result.data) return result.data;
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return { items: [], total: 0, page: 1, pageCount: 1 };
}
