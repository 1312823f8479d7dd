import { CACHE_TTL_SECONDS, CALCULATOR_QUERY_KEYS, productGroupById, stripSitePrefix } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { AdSlot } from '../features/ads';
import { loadAdSlot } from '../features/ads/index.server';
import { OfferListPage } from '../features/offers';
import { loadOfferList } from '../features/offers/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { publicPageHeaders } from '../lib/seo/page-cache.util';
import type { Route } from './+types/offer-list';

export async function loader(args: Route.LoaderArgs) {
  const [page, advert] = await Promise.all([
    loadOfferList(args),
    // The sidebar slot filters by the list's postal code; the browser reloads it when the code changes.
    loadAdSlot(args.context, 'offer-list', args.url.searchParams.get(CALCULATOR_QUERY_KEYS.zipCode)),
  ]);
  const name = productGroupById(page.productGroupId)?.name ?? '';
  const seo = pageSeo(args, {
    title: `${name}-Angebote vergleichen`,
    description: `Aktuelle ${name}-Angebote regionaler Händler für Ihre Postleitzahl.`,
    path: stripSitePrefix(args.url.pathname),
    onAllSites: true,
    // A list for one postal code and set of options is a personal view, not a page of its own.
    noIndex: args.url.search !== '',
  });
  return { ...page, seo, advert };
}

/** A new query string on the same list is a settings change: the page's queries follow the URL. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function OfferList({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OfferListPage
        productGroupId={loaderData.productGroupId}
        queryFailed={loaderData.queryFailed}
        renderAdvert={({ zipCode, className }) => (
          <AdSlot placed={loaderData.advert} zipCode={zipCode} className={className} />
        )}
      />
    </HydrationBoundary>
  );
}

/** Prices change with the API's price cache (120 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.prices);
