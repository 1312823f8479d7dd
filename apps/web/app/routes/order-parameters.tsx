import { HydrationBoundary } from '@tanstack/react-query';
import { OrderParametersPlaceholder } from '../features/offers/components/order-parameters-placeholder';
import { loadCalculatorPage } from '../features/offers/offer-list.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-parameters';

export function loader(args: Route.LoaderArgs) {
  return loadCalculatorPage(args);
}

export function meta() {
  return [{ title: `Bestellparameter bestätigen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderParameters({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrderParametersPlaceholder productGroupId={loaderData.productGroupId} />
    </HydrationBoundary>
  );
}
