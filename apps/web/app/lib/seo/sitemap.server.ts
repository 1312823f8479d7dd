import { getSitemapEntriesOptions, listSitePagesOptions } from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId, countryByCode } from '@fuel/domain';
import { apiClientContext } from '../api/api-client.context';
import { type PageLoaderArgs, notFoundPage } from '../errors/error-status.util';
import { apiQueryOptions } from '../query/api-query.util';
import { queryClientContext } from '../query/query-client.context';
import { siteContext } from '../site/site.context';
import { absoluteSiteUrl } from './site-url.util';
import {
  SITEMAP_KINDS,
  type SitemapKind,
  parseSitemapFile,
  robotsTxt,
  sitemapFilePath,
  sitemapIndexXml,
  sitesOnThisHost,
  staticSitePaths,
  urlsetXml,
} from './sitemap.util';

/** Sitemaps follow the API's list cache (new pages appear within the hour). */
const SITEMAP_MAX_AGE = CACHE_TTL_SECONDS.news;

function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE}` },
  });
}

/** `/sitemap.xml`: one sitemap per site on this host and kind of page. */
export function sitemapIndexResponse({ context }: PageLoaderArgs): Response {
  const site = context.get(siteContext);
  const sitemaps = sitesOnThisHost(site).flatMap((code) =>
    (Object.keys(SITEMAP_KINDS) as SitemapKind[]).map((kind) => ({
      loc: `${site.origin}${sitemapFilePath(code, kind)}`,
    })),
  );
  return textResponse(sitemapIndexXml(sitemaps), 'application/xml; charset=utf-8');
}

/**
 * The `seiten` sitemap: the shop's own pages and the site's published CMS pages (not those kept out of
 * search engines); a page leaves it when it is unpublished (the API purges its list then).
 */
async function sitePaths(
  context: PageLoaderArgs['context'],
  countryId: CountryId,
): Promise<{ Path: string; LastModified: string | undefined }[]> {
  const { items } = await context
    .get(queryClientContext)
    .fetchQuery(
      apiQueryOptions(context.get(apiClientContext), listSitePagesOptions, { path: { countryId } }),
    );
  const pages = items.filter((page) => !page.noIndex);
  const cmsPaths = new Set(pages.map((page) => page.path));
  return [
    ...staticSitePaths()
      .filter((Path) => !cmsPaths.has(Path))
      .map((Path) => ({ Path, LastModified: undefined })),
    ...pages.map((page) => ({ Path: page.path, LastModified: page.updatedAt })),
  ];
}

/** `/sitemaps/{site}-{kind}.xml`: absolute URLs of one site's pages of one kind. */
export async function sitemapResponse({ params, context }: PageLoaderArgs): Promise<Response> {
  const site = context.get(siteContext);
  const file = parseSitemapFile(params['file'] ?? '');
  if (!file || !sitesOnThisHost(site).includes(file.code)) notFoundPage();
  const target = { site };
  const apiType = SITEMAP_KINDS[file.kind];
  const entries = apiType
    ? (
        await context.get(queryClientContext).fetchQuery({
          ...apiQueryOptions(context.get(apiClientContext), getSitemapEntriesOptions, {
            path: { countryId: countryByCode(file.code).id, type: apiType },
          }),
          staleTime: SITEMAP_MAX_AGE * 1000,
        })
      ).Entries
    : await sitePaths(context, countryByCode(file.code).id);
  const urls = entries.map((e) => ({
    loc: absoluteSiteUrl(target, e.Path, file.code),
    ...(e.LastModified && { lastmod: e.LastModified }),
  }));
  return textResponse(urlsetXml(urls), 'application/xml; charset=utf-8');
}

/** `/robots.txt` of this host. */
export function robotsResponse({ context }: PageLoaderArgs): Response {
  const site = context.get(siteContext);
  const prefixes = sitesOnThisHost(site).map((code) => site.siteRoots[code]);
  return textResponse(robotsTxt(site.origin, prefixes), 'text/plain; charset=utf-8');
}
