import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { DealerPage } from '../features/dealers/components/dealer-page';
import { loadDealer } from '../features/dealers/dealers.server';
import type { Route } from './+types/dealer';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader(args: Route.LoaderArgs) {
  return loadDealer(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo);
}

export default function Dealer({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DealerPage id={loaderData.id} />
    </HydrationBoundary>
  );
}

/** The directory changes with the market, cached like the API's dealer answers (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.dealers);
