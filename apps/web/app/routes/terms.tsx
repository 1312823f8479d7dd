import { Link } from 'react-router';
import { SitePageView } from '../features/content/pages';
import { loadSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteHref } from '../lib/site/site-links.util';
import { useSite } from '../lib/site/site-provider';
import type { Route } from './+types/terms';

/** The terms: the CMS page at `/agb`, with the way to their print view. */
export function loader(args: Route.LoaderArgs) {
  return loadSitePage(args, '/agb', { onAllSites: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <SitePageView page={loaderData.page} crumbs={loaderData.crumbs}>
      <p>
        <Link to={siteHref(site, '/druckansicht/agb')}>Druckansicht der AGB</Link>
      </p>
    </SitePageView>
  );
}

export const headers = sitePageHeaders;
