import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { NewsArticlePage } from '../features/news/components/news-article-page';
import { loadNewsArticle } from '../features/news/news.server';
import type { Route } from './+types/news-article';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function loader(args: Route.LoaderArgs) {
  return loadNewsArticle(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo);
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewsArticlePage slug={loaderData.slug} />
    </HydrationBoundary>
  );
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
