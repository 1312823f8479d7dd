import {
  type MediaAssetOutput,
  createCmsNews,
  createCmsNewsPreviewLink,
  deleteCmsNews,
  getCmsMedia,
  getCmsNews,
  listCmsNewsRevisions,
  publishCmsNews,
  restoreCmsNewsRevision,
  saveCmsNews,
  unpublishCmsNews,
} from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteContext } from '../../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { loadMediaPickerImages } from '../media/index.server';
import {
  type EditActionData,
  type EditData,
  FAILED,
  cmsEditAction,
  doneNotice,
  notPublishedError,
  recordIdParam,
  staleDraftText,
} from './cms-edit-action.server';
import {
  type NewsFormValues,
  newNewsFormValues,
  newsFormValues,
  newsFormValuesOf,
  newsInput,
  sameNews,
} from './cms-news-form.util';
import type { PreviewLinkData } from './cms-page-preview.server';
import { CMS_NEWS_DELETED_QUERY, cmsListPath, cmsNewsPath } from './cms-paths.constant';
import type { CmsNews } from './cms-types';

type Context = Readonly<RouterContextProvider>;

export const STALE_NEWS_TEXT = staleDraftText('Dieser Artikel');

export interface CmsNewsEditData extends EditData<NewsFormValues> {
  /** Null for a new article. */
  readonly news: CmsNews | null;
  /** The library's newest images for the image choice, and the article's own (it may be older). */
  readonly images: readonly MediaAssetOutput[];
  readonly selectedImage: MediaAssetOutput | null;
}

export type CmsNewsActionData = EditActionData<NewsFormValues> & { readonly previewLink?: PreviewLinkData };

/** `/support/cms/news/{newsId}` (`neu` for a new article): the article's draft and revisions. */
export async function loadCmsNewsEdit(
  request: Request,
  context: Context,
  newsIdText: string | undefined,
): Promise<CmsNewsEditData> {
  const newsId = recordIdParam(newsIdText ?? 'neu');
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const params = new URL(request.url).searchParams;
  const notice = doneNotice(params, 'Der Artikel');
  if (newsId === null) {
    const images = await loadMediaPickerImages(request, context);
    return {
      news: null,
      values: newNewsFormValues(context.get(siteContext).countryId),
      revisions: [],
      images: images.items,
      selectedImage: null,
      notice,
      error: null,
    };
  }
  const [news, revisions, images] = await Promise.all([
    getCmsNews({ client, headers, path: { newsId } }),
    listCmsNewsRevisions({ client, headers, path: { newsId } }),
    loadMediaPickerImages(request, context),
  ]);
  if (!news.data) refusedPage(news.response?.status);
  const imageId = news.data.draft.imageId;
  const selected =
    imageId === null
      ? null
      : (images.items.find((image) => image.id === imageId) ??
        (await getCmsMedia({ client, headers, path: { mediaId: imageId } })).data ??
        null);
  return {
    news: news.data,
    values: newsFormValuesOf(news.data),
    revisions: revisions.data?.items ?? [],
    images: images.items,
    selectedImage: selected,
    notice,
    error: notPublishedError(params, 'Der Artikel') ?? (revisions.data ? null : FAILED),
  };
}

/** The article editor's forms (see cmsEditAction), and `preview-link` for the private preview link. */
export async function cmsNewsEditAction(request: Request, context: Context, newsIdText: string | undefined) {
  const newsId = recordIdParam(newsIdText ?? 'neu');
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  if (newsId !== null && (await request.clone().formData()).get('intent') === 'preview-link') {
    const result = await createCmsNewsPreviewLink({ client, headers, path: { newsId } });
    if (result.data) {
      return {
        error: null,
        fieldErrors: {},
        values: null,
        stale: false,
        previewLink: { url: result.data.url, expiresAt: result.data.expiresAt, error: null },
      } satisfies CmsNewsActionData;
    }
    const status = result.response?.status;
    if (status === 401 || status === 403 || status === 404) refusedPage(status);
    return data<CmsNewsActionData>(
      {
        error: errorText(result.error, 'Der Vorschau-Link konnte nicht erstellt werden.'),
        fieldErrors: {},
        values: null,
        stale: false,
      },
      { status: status ?? 502 },
    );
  }
  return cmsEditAction(request, context, newsId, {
    values: newsFormValues,
    input: newsInput,
    create: (input) => createCmsNews({ client, headers, body: input }),
    get: (id) => getCmsNews({ client, headers, path: { newsId: id } }),
    same: sameNews,
    save: (id, input, expectedUpdatedAt) =>
      saveCmsNews({
        client,
        headers,
        path: { newsId: id },
        body: { slug: input.slug, content: input.content, expectedUpdatedAt },
      }),
    publish: (id, publishAt) =>
      publishCmsNews({ client, headers, path: { newsId: id }, body: publishAt ? { publishAt } : {} }),
    unpublish: (id) => unpublishCmsNews({ client, headers, path: { newsId: id } }),
    restore: (id, revisionId) =>
      restoreCmsNewsRevision({ client, headers, path: { newsId: id, revisionId } }),
    // The API refuses a published or scheduled article (409): the editor withdraws it first, as with pages.
    remove: (id) => deleteCmsNews({ client, headers, path: { newsId: id } }),
    editPath: cmsNewsPath,
    deletedPath: `${cmsListPath('news')}&${CMS_NEWS_DELETED_QUERY}=1`,
    staleText: STALE_NEWS_TEXT,
    confirmDeleteText: 'Bitte bestätigen Sie, dass der Artikel endgültig gelöscht werden soll.',
  });
}
