import { HydrationBoundary } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '../features/accounts';
import { CustomerOrderPage } from '../features/orders';
import { customerPageHead, loadCustomerOrder, withdrawOrderAction } from '../features/orders/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/customer-order';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadCustomerOrder(args);
  return {
    ...page,
    head: customerPageHead(args, `Bestellung ${page.orderNumber}`, `${ACCOUNT_PATHS.orders}/${page.orderId}`),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return withdrawOrderAction(request, params, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CustomerOrder({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CustomerOrderPage orderId={loaderData.orderId} />
    </HydrationBoundary>
  );
}
