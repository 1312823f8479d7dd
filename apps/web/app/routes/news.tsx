import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { NewsListPage } from '../features/news/components/news-list-page';
import { loadNewsList } from '../features/news/news.server';
import type { Route } from './+types/news';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader(args: Route.LoaderArgs) {
  return loadNewsList(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo);
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewsListPage page={loaderData.page} />
    </HydrationBoundary>
  );
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
