import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { DealerPage } from '../features/dealers/components/dealer-page';
import { loadDealer } from '../features/dealers/dealers.server';
import type { Route } from './+types/dealer';

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
