import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { DealerPage } from '../features/dealers';
import { dealerHead, loadDealer } from '../features/dealers/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/dealer';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDealer(args);
  return { ...page, head: dealerHead(args, page.seo, page.id) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
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
