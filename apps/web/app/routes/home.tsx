import { PRODUCT_GROUP_IDS, countryByCode, productGroupByUrlName } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { PRODUCT_GROUP_SEARCH_KEY } from '../features/calculator/calculator-settings.util';
import { HomePage } from '../features/home/components/home-page';
import { bestPriceQuery } from '../features/content/queries';
import { newsListQuery } from '../features/news/queries';
import { calculatorInitQuery } from '../features/offers/queries';
import { prefetchAndDehydrate } from '../features/query/prefetch.util';
import { siteContext } from '../features/site/site.context';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/home';

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const groupName = url.searchParams.get(PRODUCT_GROUP_SEARCH_KEY);
  const groupId = (groupName && productGroupByUrlName(groupName)?.id) || PRODUCT_GROUP_IDS.heatingOil;
  // The calculator data only fills the delivery-point choices; the page renders without it, and
  // without the best price or the news (their sections are then left out).
  const dehydratedState = await prefetchAndDehydrate(context, (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(calculatorInitQuery(site.countryId, groupId)),
      queryClient.prefetchQuery(bestPriceQuery(site.countryId)),
      queryClient.prefetchQuery(newsListQuery(site.countryId)),
    ]),
  );
  return { siteCode: site.code, dehydratedState };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const country = countryByCode(loaderData?.siteCode ?? 'de');
  return [
    { title: `Heizöl günstig bestellen – Preise vergleichen ${country.nameInSentence} | ${BRAND_NAME}` },
    {
      name: 'description',
      content: `Heizölpreise ${country.nameInSentence} vergleichen und Heizöl, Diesel, Holzpellets oder AdBlue online beim Händler bestellen.`,
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage />
    </HydrationBoundary>
  );
}
