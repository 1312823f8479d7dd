import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { DealerDirectoryPage, DealerListPage } from '../features/dealers';
import { dealerListHead, loadDealerList } from '../features/dealers/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/dealer-list';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDealerList(args);
  return { ...page, head: dealerListHead(args, page.seo, page.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
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
