import { TermsText } from '../features/content';
import { legalPageData } from '../features/content/index.server';
import { SitePageArticle } from '../features/content/pages';
import { findSitePage, sitePageHeaders } from '../features/content/pages/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { Button } from '../ui';
import type { Route } from './+types/terms-print';

const SEO = {
  title: 'AGB – Druckansicht',
  description: 'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
  path: '/druckansicht/agb',
  onAllSites: true,
  // A print layout of the terms, not a page to land on from a search.
  noIndex: true,
} as const;

/** The terms page of the CMS (`/agb`): unpublished, its print view is gone too. */
export async function loader(args: Route.LoaderArgs) {
  const page = await findSitePage(args, '/agb');
  if (page) return { page, head: pageSeo(args, SEO) };
  // Until the seed has written the page: the text in code.
  return { page: null, ...legalPageData(args, SEO) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

/** Print view of the terms (plain-print layout: no header, navigation or footer). */
export default function TermsPrint({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.page ? (
        <SitePageArticle page={loaderData.page} />
      ) : (
        <TermsText operator={loaderData.operator} />
      )}
      <p className="no-print">
        <Button onClick={() => window.print()}>Drucken</Button>
      </p>
    </>
  );
}

export const headers = sitePageHeaders;
