import { SitePageView } from '../features/content/pages';
import { loadSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/imprint';

/** The Impressum: the CMS page at `/impressum` (the seed writes it with the configured operator). */
export function loader(args: Route.LoaderArgs) {
  return loadSitePage(args, '/impressum', { onAllSites: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} crumbs={loaderData.crumbs} />;
}

export const headers = sitePageHeaders;
