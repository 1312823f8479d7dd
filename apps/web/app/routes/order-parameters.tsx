import { OrderParametersPage } from '../features/orders';
import { loadOrderParameters } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-parameters';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderParameters(new URL(request.url), params.productGroup, context);
}

export function meta() {
  return [{ title: `Bestellparameter bestätigen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderParameters({ loaderData }: Route.ComponentProps) {
  return <OrderParametersPage data={loaderData} />;
}
