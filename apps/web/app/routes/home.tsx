import { CACHE_TTL_SECONDS, countryByCode, PRODUCT_GROUP_IDS, productGroupByUrlName } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { AdSlot } from '../features/ads';
import { loadAdSlot } from '../features/ads/index.server';
import { calculatorInitQuery, PRODUCT_GROUP_SEARCH_KEY } from '../features/offers';
import { bestPriceQuery, HomePage, newsListQuery } from '../features/content';
import { prefetchAndDehydrate } from '../lib/query/prefetch.util';
import { organizationLd } from '../lib/seo/json-ld.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { absoluteSiteUrl } from '../lib/seo/site-url.util';
import { siteContext } from '../lib/site/site.context';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/home';

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const country = countryByCode(site.code);
  const groupName = url.searchParams.get(PRODUCT_GROUP_SEARCH_KEY);
  const groupId = (groupName && productGroupByUrlName(groupName)?.id) || PRODUCT_GROUP_IDS.heatingOil;
  // The calculator data only fills the delivery-point choices; the page renders without it, and
  // without the best price or the news (their sections are then left out).
  const [dehydratedState, advert] = await Promise.all([
    prefetchAndDehydrate(context, (queryClient, api) =>
      Promise.all([
        queryClient.prefetchQuery(calculatorInitQuery(api, site.countryId, groupId)),
        queryClient.prefetchQuery(bestPriceQuery(api, site.countryId)),
        queryClient.prefetchQuery(newsListQuery(api, site.countryId)),
      ]),
    ),
    loadAdSlot(context, 'home'),
  ]);
  const seo = pageSeo(
    { context, url },
    {
      title: `Heizöl günstig bestellen – Preise vergleichen ${country.nameInSentence}`,
      description: `Heizölpreise ${country.nameInSentence} vergleichen und Heizöl, Diesel, Holzpellets oder AdBlue online beim Händler bestellen.`,
      path: '/',
      onAllSites: true,
      jsonLd: [
        organizationLd({
          url: absoluteSiteUrl({ site }, '/'),
          logoUrl: `${site.origin}/favicon.svg`,
          telephone: site.customerPhone,
          countryCode: site.code,
        }),
      ],
    },
  );
  return { seo, dehydratedState, advert };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage advert={<AdSlot placed={loaderData.advert} className="container section" />} />
    </HydrationBoundary>
  );
}

/** The best-price banner follows the API's price cache (120 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.bestPrice);
