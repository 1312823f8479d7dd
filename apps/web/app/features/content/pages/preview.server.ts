import { countryById } from '@fuel/domain';
import { type HeadersFunction, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { type PageLoaderArgs, notFoundPage } from '../../../lib/errors/error-status.util';
import { queryClientContext } from '../../../lib/query/query-client.context';
import { errorStatusOf } from '../../../lib/query/query-fallback.util';
import { PRIVATE_CACHE_CONTROL } from '../../../lib/seo/page-cache.util';
import { type PageSeo, pageSeo } from '../../../lib/seo/page-seo.util';
import { siteSwitchHref } from '../../../lib/site/site-links.util';
import { siteContext } from '../../../lib/site/site.context';
import { type CmsPreview, cmsPreviewQuery } from './queries';

/** A signed token as the API issues it (base64url parts, dots); anything else is no link of ours. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_.~-]{16,2048}$/;

export interface CmsPreviewData {
  readonly head: PageSeo;
  readonly preview: CmsPreview;
}

/**
 * `/vorschau/{token}`: the draft behind a private preview link, on the site it belongs to (a link opened on
 * another site is sent there). A bad, expired or unknown token is the 404 page: the API says no more, and
 * neither does the page.
 */
export async function loadCmsPreview({ params, context, url }: PageLoaderArgs): Promise<CmsPreviewData> {
  const token = params['token'] ?? '';
  if (!PREVIEW_TOKEN.test(token)) notFoundPage();
  const site = context.get(siteContext);
  let preview: CmsPreview;
  try {
    preview = await context
      .get(queryClientContext)
      .fetchQuery(cmsPreviewQuery(context.get(apiClientContext), token));
  } catch (error) {
    if (errorStatusOf(error) === 404) notFoundPage();
    throw error;
  }
  if (preview.countryId !== site.countryId) {
    throw redirect(siteSwitchHref(site, countryById(preview.countryId).code, `/vorschau/${token}`), {
      headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL },
    });
  }
  const title = preview.page?.title ?? preview.news?.Title ?? '';
  const head = pageSeo(
    { context, url },
    {
      title: `Vorschau: ${title}`,
      description: preview.page?.description ?? preview.news?.Teaser ?? '',
      path: preview.page?.path ?? (preview.news ? preview.news.Link : '/'),
      noIndex: true,
    },
  );
  // Not even links of a draft are followed.
  return { head: { ...head, robots: 'noindex, nofollow' }, preview };
}

/** Nobody but the link's holder sees a draft: never stored by any cache, never indexed. */
export const cmsPreviewHeaders: HeadersFunction = () => ({
  'Cache-Control': PRIVATE_CACHE_CONTROL,
  'X-Robots-Tag': 'noindex, nofollow',
});
