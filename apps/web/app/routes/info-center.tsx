import { CACHE_TTL_SECONDS, countryByCode } from '@fuel/domain';
import { pageMeta } from '../features/content/page-seo.util';
import { InfoCenterPage } from '../features/content/components/info-center-page';
import { siteContext } from '../features/site/site.context';
import type { Route } from './+types/info-center';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader({ context }: Route.LoaderArgs) {
  return { siteCode: context.get(siteContext).code };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const country = countryByCode(loaderData?.siteCode ?? 'de');
  return pageMeta({
    title: 'Info-Center: Ratgeber rund um Heizöl',
    description: `Ratgeber für Heizölkunden ${country.nameInSentence}: was den Preis bestimmt, Tankpflege, Ablauf der Lieferung, Zahlungsarten und Widerrufsrecht.`,
  });
}

export default function InfoCenter() {
  return <InfoCenterPage />;
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
