import { LegalPrivacy } from '../features/content';
import { legalPageData, legalPageHeaders } from '../features/content/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/privacy-notice';

export function loader(args: Route.LoaderArgs) {
  return legalPageData(args, {
    title: 'Datenschutzerklärung',
    description:
      'Wie der Marktplatz für Heizöl, Diesel, Holzpellets und AdBlue Ihre Daten verarbeitet, an wen er sie weitergibt und welche Rechte Sie haben.',
    path: '/datenschutz',
    breadcrumbs: [{ label: 'Datenschutz' }],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  return <LegalPrivacy operator={loaderData.operator} />;
}

export const headers = legalPageHeaders;
