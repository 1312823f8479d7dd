import { SitePageArticle } from '../features/content/pages';
import { findSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { notFoundPage } from '../lib/errors/error-status.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { Button } from '../ui';
import type { Route } from './+types/terms-print';

/** The terms page of the CMS (`/agb`) laid out for printing: unpublished, its print view is gone too (410). */
export async function loader(args: Route.LoaderArgs) {
  const page = (await findSitePage(args, '/agb')) ?? notFoundPage();
  const head = pageSeo(args, {
    title: `${page.title} – Druckansicht`,
    description: page.seoDescription || page.description,
    path: '/druckansicht/agb',
    onAllSites: true,
    // A print layout of the terms, not a page to land on from a search.
    noIndex: true,
  });
  return { page, head };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

/** Print view of the terms (plain-print layout: no header, navigation or footer). */
export default function TermsPrint({ loaderData }: Route.ComponentProps) {
  return (
    <SitePageArticle page={loaderData.page}>
      <p className="no-print">
        <Button onClick={() => window.print()}>Drucken</Button>
      </p>
    </SitePageArticle>
  );
}

export const headers = sitePageHeaders;
