import { OrderParametersPage } from '../features/orders';
import { holdOrderParameters, loadOrderParameters } from '../features/orders/index.server';
import checkoutStylesHref from '../layouts/order-process-layout.css?url';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-parameters';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

/** Read-only: the page view calculates the price but holds none. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderParameters(new URL(request.url), params.productGroup, context);
}

/** 'Weiter zur Bestellung': holds the price and starts the order (a redirect), or says why not. */
export function action({ request, params, context }: Route.ActionArgs) {
  return holdOrderParameters(new URL(request.url), params.productGroup, context);
}

export function meta() {
  return [{ title: `Bestellparameter bestätigen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderParameters({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderParametersPage data={loaderData} actionData={actionData} />;
}
