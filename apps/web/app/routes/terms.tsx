import { Link } from 'react-router';
import { LegalTerms } from '../features/content';
import { legalPageData } from '../features/content/index.server';
import { SitePageView } from '../features/content/pages';
import { loadSitePageOrNull, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteHref } from '../lib/site/site-links.util';
import { useSite } from '../lib/site/site-provider';
import type { Route } from './+types/terms';

export async function loader(args: Route.LoaderArgs) {
  const cms = await loadSitePageOrNull(args, '/agb', { onAllSites: true });
  if (cms) return { cms, head: cms.head };
  // Until the seed has written the page: the text in code.
  return {
    cms: null,
    ...legalPageData(args, {
      title: 'Allgemeine Geschäftsbedingungen (AGB)',
      description:
        'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
      path: '/agb',
      breadcrumbs: [{ label: 'AGB' }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!loaderData.cms) return <LegalTerms operator={loaderData.operator} />;
  return (
    <SitePageView page={loaderData.cms.page} crumbs={loaderData.cms.crumbs}>
      <p>
        <Link to={siteHref(site, '/druckansicht/agb')}>Druckansicht der AGB</Link>
      </p>
    </SitePageView>
  );
}

export const headers = sitePageHeaders;
