import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { AdSlot } from '../features/ads';
import { loadAdSlot } from '../features/ads/index.server';
import { NewsArticlePage } from '../features/content';
import { loadNewsArticle, newsArticleHead } from '../features/content/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/news-article';

export async function loader(args: Route.LoaderArgs) {
  const [page, advert] = await Promise.all([loadNewsArticle(args), loadAdSlot(args.context, 'news')]);
  return { ...page, advert, head: newsArticleHead(args, page.seo, page.slug) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewsArticlePage
        slug={loaderData.slug}
        advert={<AdSlot placed={loaderData.advert} className="narrow-content section" />}
      />
    </HydrationBoundary>
  );
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
