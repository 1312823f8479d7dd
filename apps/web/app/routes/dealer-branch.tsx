import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { DealerBranchPage } from '../features/dealers/components/dealer-branch-page';
import { loadDealerBranch } from '../features/dealers/dealers.server';
import type { Route } from './+types/dealer-branch';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader(args: Route.LoaderArgs) {
  return loadDealerBranch(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo);
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
