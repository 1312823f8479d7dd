import { productGroupById } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { OfferListPage } from '../features/offers/components/offer-list-page';
import { loadOfferList } from '../features/offers/offer-list.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/offer-list';

export function loader(args: Route.LoaderArgs) {
  return loadOfferList(args);
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
  const name = productGroupById(loaderData?.productGroupId ?? 1)?.name ?? '';
  return [
    { title: `${name}-Angebote vergleichen | ${BRAND_NAME}` },
    { name: 'description', content: `Aktuelle ${name}-Angebote regionaler Händler für Ihre Postleitzahl.` },
  ];
}

export default function OfferList({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OfferListPage productGroupId={loaderData.productGroupId} queryFailed={loaderData.queryFailed} />
    </HydrationBoundary>
  );
}
