import { HydrationBoundary } from '@tanstack/react-query';
import { pageMeta } from '../features/content/page-seo.util';
import { NewsArticlePage } from '../features/news/components/news-article-page';
import { loadNewsArticle } from '../features/news/news.server';
import type { Route } from './+types/news-article';

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
