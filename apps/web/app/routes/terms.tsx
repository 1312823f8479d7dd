import { LegalTerms } from '../features/content';
import { legalPageData, legalPageHeaders } from '../features/content/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/terms';

export function loader(args: Route.LoaderArgs) {
  return legalPageData(args, {
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    description:
      'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
    path: '/agb',
    breadcrumbs: [{ label: 'AGB' }],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalTerms operator={loaderData.operator} />;
}

export const headers = legalPageHeaders;
