import { DealerOrderPage } from '../features/orders';
import { dealerOrderAction, loadDealerOrder } from '../features/orders/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/dealer-order';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadDealerOrder(request, params, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return dealerOrderAction(request, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Händlerportal: Bestellung ${loaderData?.order.OrderNumber ?? ''} | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function DealerOrder({ loaderData }: Route.ComponentProps) {
  return <DealerOrderPage order={loaderData.order} allDealers={loaderData.allDealers} />;
}
