import { createCmsPagePreviewLink, getCmsPage } from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { notFoundPage } from '../../../lib/errors/error-status.util';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { recordIdParam } from './cms-edit-action.server';
import type { CmsPage } from './cms-types';

type Context = Readonly<RouterContextProvider>;

export interface CmsPagePreviewData {
  readonly page: CmsPage;
}

export interface PreviewLinkData {
  /** The private link, site-relative (`/vorschau/<token>`). */
  readonly url: string | null;
  readonly expiresAt: string | null;
  readonly error: string | null;
}

function requiredPageId(pageIdText: string | undefined): number {
  const pageId = recordIdParam(pageIdText);
  if (pageId === null) notFoundPage();
  return pageId;
}

/** `/support/cms/{pageId}/preview`: the page's current draft, shown in the site's layout. */
export async function loadCmsPagePreview(
  request: Request,
  context: Context,
  pageIdText: string | undefined,
): Promise<CmsPagePreviewData> {
  const pageId = requiredPageId(pageIdText);
  const headers = backOfficeHeaders(request, context);
  const result = await getCmsPage({ client: context.get(apiClientContext), headers, path: { pageId } });
  if (!result.data) refusedPage(result.response?.status);
  return { page: result.data };
}

/** Creates the private, expiring preview link of the draft (for someone without a back-office account). */
export async function cmsPagePreviewAction(
  request: Request,
  context: Context,
  pageIdText: string | undefined,
) {
  const pageId = requiredPageId(pageIdText);
  const headers = backOfficeHeaders(request, context);
  const result = await createCmsPagePreviewLink({
    client: context.get(apiClientContext),
    headers,
    path: { pageId },
  });
  if (result.data) return { url: result.data.url, expiresAt: result.data.expiresAt, error: null };
  const status = result.response?.status;
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  return data<PreviewLinkData>(
    {
      url: null,
      expiresAt: null,
      error: errorText(result.error, 'Der Vorschau-Link konnte nicht erstellt werden.'),
    },
    { status: status ?? 502 },
  );
}
