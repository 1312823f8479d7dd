import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { AdSlot } from '../features/ads';
import { loadAdSlot } from '../features/ads/index.server';
import { NewsListPage } from '../features/content';
import { loadNewsList } from '../features/content/index.server';
import { sharedPageHead } from '../lib/seo/page-head.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/news';

export async function loader(args: Route.LoaderArgs) {
  const [page, advert] = await Promise.all([loadNewsList(args), loadAdSlot(args.context, 'news')]);
  const path = page.page === 1 ? '/news' : `/news?seite=${page.page}`;
  return { ...page, advert, head: sharedPageHead(args, page.seo, path, [{ label: 'News' }]) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewsListPage page={loaderData.page} advert={<AdSlot placed={loaderData.advert} />} />
    </HydrationBoundary>
  );
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
