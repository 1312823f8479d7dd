import { Link } from 'react-router';
import { SitePageView } from '../features/content/pages';
import { loadSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteHref } from '../lib/site/site-links.util';
import { useSite } from '../lib/site/site-provider';
import type { Route } from './+types/privacy-notice';

/** The privacy notice: the CMS page at `/datenschutz`. */
export function loader(args: Route.LoaderArgs) {
  return loadSitePage(args, '/datenschutz', { onAllSites: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <SitePageView page={loaderData.page} crumbs={loaderData.crumbs}>
      {/* The consent is the site's, not the text's: the way to change it stays below whatever the text says. */}
      <p>
        <Link to={siteHref(site, '/cookie-einstellungen')}>Cookie-Einstellungen ändern</Link>
      </p>
    </SitePageView>
  );
}

export const headers = sitePageHeaders;
