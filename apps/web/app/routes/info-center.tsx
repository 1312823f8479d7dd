import { countryByCode } from '@fuel/domain';
import { InfoCenterPage } from '../features/content';
import { SitePageView } from '../features/content/pages';
import { loadSitePageOrNull, sitePageHeaders } from '../features/content/pages/index.server';
import { sharedPageHead } from '../lib/seo/page-head.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import type { Route } from './+types/info-center';

/** The info center's page of the CMS with its published articles (`/info-center/{slug}`, the catch-all's). */
export async function loader(args: Route.LoaderArgs) {
  const cms = await loadSitePageOrNull(args, '/info-center', { onAllSites: true });
  if (cms) return { cms, head: cms.head };
  // Until the seed has written the page: the guides in code.
  const country = countryByCode(args.context.get(siteContext).code);
  const seo = {
    title: 'Info-Center: Ratgeber rund um Heizöl',
    description: `Ratgeber für Heizölkunden ${country.nameInSentence}: was den Preis bestimmt, Tankpflege, Ablauf der Lieferung, Zahlungsarten und Widerrufsrecht.`,
  };
  return { cms: null, head: sharedPageHead(args, seo, '/info-center', [{ label: 'Info-Center' }]) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function InfoCenter({ loaderData }: Route.ComponentProps) {
  if (!loaderData.cms) return <InfoCenterPage />;
  return <SitePageView page={loaderData.cms.page} crumbs={loaderData.cms.crumbs} />;
}

export const headers = sitePageHeaders;
