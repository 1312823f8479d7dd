import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { DealerDirectoryPage } from '../features/dealers/components/dealer-directory-page';
import { DealerListPage } from '../features/dealers/components/dealer-list-page';
import { loadDealerList } from '../features/dealers/dealers.server';
import type { Route } from './+types/dealer-list';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader(args: Route.LoaderArgs) {
  return loadDealerList(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo);
}

export default function DealerList({ loaderData }: Route.ComponentProps) {
  const { where, searched, path, dehydratedState } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      {where ? <DealerListPage where={where} path={path} /> : <DealerDirectoryPage searched={searched} />}
    </HydrationBoundary>
  );
}

/** The directory changes with the market, cached like the API's dealer answers (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.dealers);
