import { productGroupById } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { OfferAssistant } from '../features/calculator/components/offer-assistant';
import { loadCalculatorPage } from '../features/offers/offer-list.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/offer-assistant';

export function loader(args: Route.LoaderArgs) {
  return loadCalculatorPage(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = productGroupById(loaderData?.productGroupId ?? 1)?.name ?? '';
  return [{ title: `Angebotsassistent ${name} | ${BRAND_NAME}` }];
}

export default function OfferAssistantRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OfferAssistant productGroupId={loaderData.productGroupId} />
    </HydrationBoundary>
  );
}
