import {
  createCmsPage,
  deleteCmsPage,
  getCmsPage,
  listCmsPageRevisions,
  listCmsPages,
  publishCmsPage,
  restoreCmsPageRevision,
  saveCmsPage,
  unpublishCmsPage,
} from '@fuel/api-client';
import type { MediaAssetOutput } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import type { RichTextImage } from '../../../ui';
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
  type PageFormValues,
  newPageFormValues,
  pageFormValues,
  pageFormValuesOf,
  pageInput,
  samePage,
} from './cms-form.util';
import { CMS_LIST_PATH, cmsPageEditPath } from './cms-paths.constant';
import type { CmsPage, CmsPageRow } from './cms-types';

type Context = Readonly<RouterContextProvider>;

export const STALE_PAGE_TEXT = staleDraftText('Diese Seite');

export interface CmsPageEditData extends EditData<PageFormValues> {
  /** Null for a new page. */
  readonly page: CmsPage | null;
  /** Every page, for the parent choice (the page itself and its subtree are left out by the form). */
  readonly tree: readonly CmsPageRow[];
  /** The library's newest images, which the text's "Bild einfügen" offers. */
  readonly images: readonly RichTextImage[];
}

/** A library image as the text editor inserts it: its original, its alt text, its title or file name. */
export function richTextImageOf(asset: MediaAssetOutput): RichTextImage {
  return { src: asset.path, alt: asset.altText ?? '', label: asset.title ?? asset.fileName };
}

export type CmsPageActionData = EditActionData<PageFormValues>;

/** `/support/cms/{pageId?}/edit`: the page's draft, its revisions and the tree; a new page's defaults. */
export async function loadCmsPageEdit(
  request: Request,
  context: Context,
  pageIdText: string | undefined,
): Promise<CmsPageEditData> {
  const pageId = recordIdParam(pageIdText);
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const params = new URL(request.url).searchParams;
  const notice = doneNotice(params, 'Die Seite');
  const treeCall = listCmsPages({ client, headers });
  const imagesCall = loadMediaPickerImages(request, context).then((list) => list.items.map(richTextImageOf));
  if (pageId === null) {
    const [tree, images] = await Promise.all([treeCall, imagesCall]);
    if (!tree.data) refusedPage(tree.response?.status);
    return {
      page: null,
      values: newPageFormValues(params),
      revisions: [],
      tree: tree.data.items,
      images,
      notice,
      error: null,
    };
  }
  const [page, revisions, tree, images] = await Promise.all([
    getCmsPage({ client, headers, path: { pageId } }),
    listCmsPageRevisions({ client, headers, path: { pageId } }),
    treeCall,
    imagesCall,
  ]);
  if (!page.data) refusedPage(page.response?.status);
  return {
    page: page.data,
    values: pageFormValuesOf(page.data),
    revisions: revisions.data?.items ?? [],
    tree: tree.data?.items ?? [],
    images,
    notice,
    error: notPublishedError(params, 'Die Seite') ?? (revisions.data && tree.data ? null : FAILED),
  };
}

/** The page editor's forms (see cmsEditAction). */
export function cmsPageEditAction(request: Request, context: Context, pageIdText: string | undefined) {
  const pageId = recordIdParam(pageIdText);
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  return cmsEditAction(request, context, pageId, {
    values: pageFormValues,
    input: pageInput,
    create: (body) => createCmsPage({ client, headers, body }),
    get: (id) => getCmsPage({ client, headers, path: { pageId: id } }),
    same: samePage,
    save: (id, input, expectedUpdatedAt) =>
      saveCmsPage({ client, headers, path: { pageId: id }, body: { ...input, expectedUpdatedAt } }),
    publish: (id, publishAt) =>
      publishCmsPage({ client, headers, path: { pageId: id }, body: publishAt ? { publishAt } : {} }),
    unpublish: (id) => unpublishCmsPage({ client, headers, path: { pageId: id } }),
    restore: (id, revisionId) =>
      restoreCmsPageRevision({ client, headers, path: { pageId: id, revisionId } }),
    remove: (id) => deleteCmsPage({ client, headers, path: { pageId: id } }),
    editPath: cmsPageEditPath,
    deletedPath: `${CMS_LIST_PATH}?geloescht=1`,
    staleText: STALE_PAGE_TEXT,
    confirmDeleteText: 'Bitte bestätigen Sie, dass die Seite endgültig gelöscht werden soll.',
  });
}
