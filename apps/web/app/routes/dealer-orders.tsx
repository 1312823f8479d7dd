import { DealerOrdersPage } from '../features/orders';
import { dealerOrderAction, loadDealerOrders } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/dealer-orders';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDealerOrders(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return dealerOrderAction(request, context);
}

export function meta() {
  return [{ title: `Händlerportal: Bestellungen | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function DealerOrders({ loaderData }: Route.ComponentProps) {
  return (
    <DealerOrdersPage
      dealerName={loaderData.dealerName}
      orders={loaderData.orders}
      status={loaderData.status}
    />
  );
}
