import { LegalImprint } from '../features/content';
import { legalPageData } from '../features/content/index.server';
import { SitePageView } from '../features/content/pages';
import { loadSitePageOrNull, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/imprint';

export async function loader(args: Route.LoaderArgs) {
  const cms = await loadSitePageOrNull(args, '/impressum', { onAllSites: true });
  if (cms) return { cms, head: cms.head };
  // Until the seed has written the page: the text in code.
  return {
    cms: null,
    ...legalPageData(args, {
      title: 'Impressum',
      description:
        'Impressum des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue: Betreiber und Kontakt.',
      path: '/impressum',
      breadcrumbs: [{ label: 'Impressum' }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  if (loaderData.cms) return <SitePageView page={loaderData.cms.page} crumbs={loaderData.cms.crumbs} />;
  return <LegalImprint operator={loaderData.operator} />;
}

export const headers = sitePageHeaders;
