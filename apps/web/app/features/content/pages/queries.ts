import {
  getCmsPreviewOptions,
  getSitePageOptions,
  type GetCmsPreviewResponse,
  type GetSitePageResponse,
  listSitePagesOptions,
  type ListSitePagesResponse,
} from '@fuel/api-client';
import type { CountryId } from '@fuel/domain/common';
import type { PageKind } from '@fuel/domain/content';
import type { ApiClient } from '../../../lib/api/api-client';
import { apiQueryOptions } from '../../../lib/query/api-query.util';

/** A published CMS page as the site shows it (title, body, SEO fields, its published children). */
export type SitePage = GetSitePageResponse;
export type SitePageSummary = ListSitePagesResponse['items'][number];
export type CmsPreview = GetCmsPreviewResponse;

/**
 * The published page at a site path (`/impressum`). No staleTime: the request's QueryClient is new on every
 * server request, and a publication must show at once (the API's own cache is purged on publish).
 */
export function sitePageQuery(api: ApiClient, countryId: CountryId, path: string) {
  return apiQueryOptions(api, getSitePageOptions, { path: { countryId }, query: { path } });
}

/** The site's published pages, of one kind or all: sitemap and breadcrumbs. */
export function sitePagesQuery(api: ApiClient, countryId: CountryId, kind?: PageKind) {
  return apiQueryOptions(api, listSitePagesOptions, {
    path: { countryId },
    ...(kind && { query: { kind } }),
  });
}

/** A draft behind a private preview link (`/vorschau/{token}`). */
export function cmsPreviewQuery(api: ApiClient, token: string) {
  return apiQueryOptions(api, getCmsPreviewOptions, { path: { token } });
}
