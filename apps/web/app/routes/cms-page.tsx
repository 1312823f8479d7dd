import { SitePageView } from '../features/content/pages';
import { cmsPathOf, loadSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { notFoundPage } from '../lib/errors/error-status.util';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/cms-page';

/**
 * The catch-all of a site: FAQ and landing pages (and the info center's articles) at their CMS paths. A splat
 * ranks below every other route, so each shop route wins; what no route and no published page answers is
 * the 404 page, an unpublished page the 410 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const path = cmsPathOf(args.params['*']);
  if (!path) notFoundPage();
  return loadSitePage(args, path);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} crumbs={loaderData.crumbs} />;
}

export const headers = sitePageHeaders;
