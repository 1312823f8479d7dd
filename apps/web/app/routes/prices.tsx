import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { AdSlot } from '../features/ads';
import { loadAdSlot } from '../features/ads/index.server';
import { PricePage } from '../features/prices';
import { loadPricePage } from '../features/prices/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import pricesStylesHref from '../features/prices/prices.css?url';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/prices';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pricesStylesHref }];

export async function loader(args: Route.LoaderArgs) {
  const [page, advert] = await Promise.all([loadPricePage(args), loadAdSlot(args.context, 'prices')]);
  return { ...page, advert };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Prices({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PricePage
        area={loaderData.area}
        range={loaderData.range}
        advert={<AdSlot placed={loaderData.advert} className="section" />}
      />
    </HydrationBoundary>
  );
}

/** Prices change with the API's price cache (120 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.prices);
