import { CACHE_TTL_SECONDS, countryByCode } from '@fuel/domain';
import { InfoCenterPage } from '../features/content';
import { sharedPageHead } from '../lib/seo/page-head.server';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import { seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import type { Route } from './+types/info-center';

export function loader(args: Route.LoaderArgs) {
  const country = countryByCode(args.context.get(siteContext).code);
  const seo = {
    title: 'Info-Center: Ratgeber rund um Heizöl',
    description: `Ratgeber für Heizölkunden ${country.nameInSentence}: was den Preis bestimmt, Tankpflege, Ablauf der Lieferung, Zahlungsarten und Widerrufsrecht.`,
  };
  return { head: sharedPageHead(args, seo, '/info-center', [{ label: 'Info-Center' }]) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function InfoCenter() {
  return <InfoCenterPage />;
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
