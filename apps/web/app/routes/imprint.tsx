import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { LegalImprint } from '../features/content';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import { siteOperator } from '../lib/site/site.server';
import type { Route } from './+types/imprint';

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageSeo(args, {
      title: 'Impressum',
      description:
        'Impressum des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue: Betreiber und Kontakt.',
      path: '/impressum',
      onAllSites: true,
      breadcrumbs: [{ label: 'Impressum' }],
    }),
    operator: siteOperator(args.context.get(siteContext).code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return <LegalImprint operator={loaderData.operator} />;
}

/** Changes only with a deployment's configuration: cached like the editorial pages (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
