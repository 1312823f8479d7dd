import { PAGE_SLUG_PATTERN, PAGE_TREE_MAX_DEPTH, RESERVED_PAGE_ROOTS } from '@fuel/domain/content';
import { data } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { type PageLoaderArgs, notFoundPage } from '../../../lib/errors/error-status.util';
import { queryClientContext } from '../../../lib/query/query-client.context';
import { errorStatusOf } from '../../../lib/query/query-fallback.util';
import { publicPageHeaders } from '../../../lib/seo/page-cache.util';
import { type PageSeo, type SeoCrumb, pageSeo } from '../../../lib/seo/page-seo.util';
import { siteContext } from '../../../lib/site/site.context';
import { type SitePage, sitePageQuery, sitePagesQuery } from './queries';

/** What a CMS page's route loads: its head, the page and where it sits (breadcrumbs below the start page). */
export interface SitePageData {
  readonly head: PageSeo;
  readonly page: SitePage;
  readonly crumbs: readonly SeoCrumb[];
}

export interface SitePageOptions {
  /**
   * The page is at the same path on every site (the legal pages, the info center): hreflang links to all
   * three, as before the CMS. A landing page of one site has none.
   */
  readonly onAllSites?: boolean;
}

/**
 * An unpublished page's URL: 410 Gone, rendered by the layout's error boundary (search engines drop it
 * sooner than a 404).
 */
export function gonePage(): never {
  throw data('Gone', { status: 410 });
}

/** `/info-center/heizoel` from the catch-all's splat: slugs only, at most the tree's depth; else undefined. */
export function cmsPathOf(splat: string | undefined): string | undefined {
  const segments = (splat ?? '').split('/');
  if (segments.length > PAGE_TREE_MAX_DEPTH) return undefined;
  if (!segments.every((segment) => PAGE_SLUG_PATTERN.test(segment))) return undefined;
  // Paths the shop answers itself are never pages (the API refuses them); no need to ask it.
  if ((RESERVED_PAGE_ROOTS as readonly string[]).includes(segments[0] ?? '')) return undefined;
  return `/${segments.join('/')}`;
}

/**
 * The published page at `path` of the request's site; null when there is none (404), the 410 page when it
 * was unpublished. Other failures stay errors (the error page, reported).
 */
export async function findSitePage(args: PageLoaderArgs, path: string): Promise<SitePage | null> {
  const { context } = args;
  const { countryId } = context.get(siteContext);
  try {
    return await context
      .get(queryClientContext)
      .fetchQuery(sitePageQuery(context.get(apiClientContext), countryId, path));
  } catch (error) {
    const status = errorStatusOf(error);
    if (status === 404) return null;
    if (status === 410) gonePage();
    throw error;
  }
}

/**
 * Titles of the page's ancestors (`/info-center` above `/info-center/heizoel`) from the site's published
 * pages; an ancestor that is not published, or a failed list, leaves its level out.
 */
async function ancestorCrumbs(args: PageLoaderArgs, path: string): Promise<SeoCrumb[]> {
  const segments = path.split('/').slice(1, -1);
  if (segments.length === 0) return [];
  const { context } = args;
  const pages = await context
    .get(queryClientContext)
    .fetchQuery(sitePagesQuery(context.get(apiClientContext), context.get(siteContext).countryId))
    .then((list) => list.items)
    .catch((error: unknown) => {
      console.error('site pages failed to load for the breadcrumbs', error);
      return [];
    });
  const titles = new Map(pages.map((page) => [page.path, page.title]));
  return segments.flatMap((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`;
    const title = titles.get(ancestor);
    return title ? [{ label: title, path: ancestor }] : [];
  });
}

/** Head of a CMS page: its SEO fields (title and description when empty), noIndex, canonical at its path. */
export function sitePageHead(
  args: PageLoaderArgs,
  page: SitePage,
  crumbs: readonly SeoCrumb[],
  options: SitePageOptions = {},
): PageSeo {
  return pageSeo(args, {
    title: page.seoTitle || page.title,
    description: page.seoDescription || page.description,
    path: page.path,
    ...(options.onAllSites && { onAllSites: true }),
    noIndex: page.noIndex,
    breadcrumbs: crumbs,
  });
}

/** A route's loader data for the published page at `path`; null when unknown; 410 when unpublished. */
export async function loadSitePageOrNull(
  args: PageLoaderArgs,
  path: string,
  options: SitePageOptions = {},
): Promise<SitePageData | null> {
  const page = await findSitePage(args, path);
  if (!page) return null;
  const crumbs = [...(await ancestorCrumbs(args, page.path)), { label: page.title }];
  return { head: sitePageHead(args, page, crumbs, options), page, crumbs };
}

/** A route's loader data for the published page at `path`: 404 when unknown, 410 when unpublished. */
export async function loadSitePage(
  args: PageLoaderArgs,
  path: string,
  options: SitePageOptions = {},
): Promise<SitePageData> {
  return (await loadSitePageOrNull(args, path, options)) ?? notFoundPage();
}

/**
 * CMS pages are shared-cacheable but revalidated on every visit (max-age 0; the page's ETag makes that a
 * 304): a publication or unpublication shows at once, as the API purges its own cache then. Error answers
 * (404, 410) are not stored.
 */
export const sitePageHeaders = publicPageHeaders(0);
