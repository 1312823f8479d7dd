import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { NewsListPage } from '../features/news/components/news-list-page';
import { loadNewsList } from '../features/news/news.server';
import type { Route } from './+types/news';

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
