import { SupportOrderSearchPage } from '../features/orders/support';
import { loadSupportOrderSearch } from '../features/orders/support/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-orders';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportOrderSearch(request, context);
}

export function meta() {
  return [{ title: `Bestellungen | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportOrders({ loaderData }: Route.ComponentProps) {
  return (
    <SupportOrderSearchPage filters={loaderData.filters} page={loaderData.page} error={loaderData.error} />
  );
}
