import { TermsText } from '../features/content';
import { legalPageData, legalPageHeaders } from '../features/content/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { Button } from '../ui';
import type { Route } from './+types/terms-print';

export function loader(args: Route.LoaderArgs) {
  return legalPageData(args, {
    title: 'AGB – Druckansicht',
    description:
      'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
    path: '/druckansicht/agb',
    // A print layout of the terms, not a page to land on from a search.
    noIndex: true,
  });
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
        <Button onClick={() => window.print()}>Drucken</Button>
      </p>
    </>
  );
}

export const headers = legalPageHeaders;
