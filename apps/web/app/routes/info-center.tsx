import { SitePageView } from '../features/content/pages';
import { loadSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/info-center';

/** The info center: the CMS page at `/info-center` listing its published articles (the catch-all shows those). */
export function loader(args: Route.LoaderArgs) {
  return loadSitePage(args, '/info-center', { onAllSites: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function InfoCenter({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} crumbs={loaderData.crumbs} />;
}

export const headers = sitePageHeaders;
