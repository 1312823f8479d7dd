import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { DealerBranchPage } from '../features/dealers';
import { dealerBranchHead, loadDealerBranch } from '../features/dealers/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/dealer-branch';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDealerBranch(args);
  return { ...page, head: dealerBranchHead(args, page.seo, page.id, page.branchId) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function DealerBranch({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DealerBranchPage id={loaderData.id} branchId={loaderData.branchId} />
    </HydrationBoundary>
  );
}

/** The directory changes with the market, cached like the API's dealer answers (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.dealers);
