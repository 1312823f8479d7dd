import { LegalImprint } from '../features/content';
import { legalPageData, legalPageHeaders } from '../features/content/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/imprint';

export function loader(args: Route.LoaderArgs) {
  return legalPageData(args, {
    title: 'Impressum',
    description:
      'Impressum des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue: Betreiber und Kontakt.',
    path: '/impressum',
    breadcrumbs: [{ label: 'Impressum' }],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return <LegalImprint operator={loaderData.operator} />;
}

export const headers = legalPageHeaders;
