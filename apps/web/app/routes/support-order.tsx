import { SupportOrderPage } from '../features/orders/support';
import { loadSupportOrder, supportOrderAction } from '../features/orders/support/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-order';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSupportOrder(request, context, params.orderId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return supportOrderAction(request, context, params.orderId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.details.order.OrderNumber ?? 'Bestellung';
  return [{ title: `${number} | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <SupportOrderPage details={loaderData.details} notice={loaderData.notice} failed={actionData} />;
}
