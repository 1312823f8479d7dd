import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { TermsText } from '../features/content';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import { siteOperator } from '../lib/site/site.server';
import type { Route } from './+types/terms-print';

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageSeo(args, {
      title: 'AGB – Druckansicht',
      description:
        'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
      path: '/druckansicht/agb',
      onAllSites: true,
      // A print layout of the terms, not a page to land on from a search.
      noIndex: true,
    }),
    operator: siteOperator(args.context.get(siteContext).code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

/** Print view of the terms (plain-print layout: no header, navigation or footer). */
export default function TermsPrint({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TermsText operator={loaderData.operator} />
      <p className="no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Drucken
        </button>
      </p>
    </>
  );
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
