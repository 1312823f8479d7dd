import { OrderSuccessPage } from '../features/orders';
import { loadPlacedOrder } from '../features/orders/index.server';
import checkoutStylesHref from '../layouts/order-process-layout.css?url';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-success';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPlacedOrder(request, params, context);
}

export function meta() {
  return [{ title: `Bestellung erfolgreich | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage order={loaderData.order} />;
}
