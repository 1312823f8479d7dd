import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { LegalPrivacy } from '../features/content';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import { siteOperator } from '../lib/site/site.server';
import type { Route } from './+types/privacy-notice';

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageSeo(args, {
      title: 'Datenschutzerklärung',
      description:
        'Wie der Marktplatz für Heizöl, Diesel, Holzpellets und AdBlue Ihre Daten verarbeitet, an wen er sie weitergibt und welche Rechte Sie haben.',
      path: '/datenschutz',
      onAllSites: true,
      breadcrumbs: [{ label: 'Datenschutz' }],
    }),
    operator: siteOperator(args.context.get(siteContext).code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  return <LegalPrivacy operator={loaderData.operator} />;
}

/** Changes only with a deployment's configuration: cached like the editorial pages (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
