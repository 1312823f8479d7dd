import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { PricePage } from '../features/prices';
import { loadPricePage } from '../features/prices/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import pricesStylesHref from '../features/prices/prices.css?url';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/prices';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pricesStylesHref }];

export function loader(args: Route.LoaderArgs) {
  return loadPricePage(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Prices({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PricePage area={loaderData.area} range={loaderData.range} />
    </HydrationBoundary>
  );
}

/** Prices change with the API's price cache (120 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.prices);
