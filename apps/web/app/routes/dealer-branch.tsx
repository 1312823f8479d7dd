import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { DealerBranchPage } from '../features/dealers/components/dealer-branch-page';
import { loadDealerBranch } from '../features/dealers/dealers.server';
import type { Route } from './+types/dealer-branch';

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
