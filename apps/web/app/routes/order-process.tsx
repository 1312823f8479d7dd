import { OrderProcessPage } from '../features/orders';
import { loadOrderProcess } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-process';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderProcess(request, params, context);
}

export function meta() {
  return [{ title: `Bestellung | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderProcess({ loaderData }: Route.ComponentProps) {
  return <OrderProcessPage data={loaderData} />;
}
