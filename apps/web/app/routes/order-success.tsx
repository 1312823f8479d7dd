import { OrderSuccessPage } from '../features/orders';
import { loadPlacedOrder } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-success';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPlacedOrder(request, params, context);
}

export function meta() {
  return [{ title: `Bestellung erfolgreich | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage order={loaderData.order} />;
}
