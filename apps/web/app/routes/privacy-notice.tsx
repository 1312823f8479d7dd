import { Link } from 'react-router';
import { LegalPrivacy } from '../features/content';
import { legalPageData } from '../features/content/index.server';
import { SitePageView } from '../features/content/pages';
import { loadSitePageOrNull, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteHref } from '../lib/site/site-links.util';
import { useSite } from '../lib/site/site-provider';
import type { Route } from './+types/privacy-notice';

export async function loader(args: Route.LoaderArgs) {
  const cms = await loadSitePageOrNull(args, '/datenschutz', { onAllSites: true });
  if (cms) return { cms, head: cms.head };
  // Until the seed has written the page: the text in code.
  return {
    cms: null,
    ...legalPageData(args, {
      title: 'Datenschutzerklärung',
      description:
        'Wie der Marktplatz für Heizöl, Diesel, Holzpellets und AdBlue Ihre Daten verarbeitet, an wen er sie weitergibt und welche Rechte Sie haben.',
      path: '/datenschutz',
      breadcrumbs: [{ label: 'Datenschutz' }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!loaderData.cms) return <LegalPrivacy operator={loaderData.operator} />;
  return (
    <SitePageView page={loaderData.cms.page} crumbs={loaderData.cms.crumbs}>
      {/* The consent is the site's, not the text's: the way to change it stays below whatever the text says. */}
      <p>
        <Link to={siteHref(site, '/cookie-einstellungen')}>Cookie-Einstellungen ändern</Link>
      </p>
    </SitePageView>
  );
}

export const headers = sitePageHeaders;
