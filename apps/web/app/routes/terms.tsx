import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { LegalTerms } from '../features/content';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import { siteOperator } from '../lib/site/site.server';
import type { Route } from './+types/terms';

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageSeo(args, {
      title: 'Allgemeine Geschäftsbedingungen (AGB)',
      description:
        'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
      path: '/agb',
      onAllSites: true,
      breadcrumbs: [{ label: 'AGB' }],
    }),
    operator: siteOperator(args.context.get(siteContext).code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalTerms operator={loaderData.operator} />;
}

/** Changes only with a deployment's configuration: cached like the editorial pages (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
