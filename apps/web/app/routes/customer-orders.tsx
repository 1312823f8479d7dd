import { ORDER_STATUSES } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '../features/accounts/account-paths.constant';
import { CustomerOrdersPage } from '../features/orders/components/customer-orders-page';
import { customerPageHead, loadCustomerOrders } from '../features/orders/customer-orders.server';
import { statusFilterOf } from '../features/orders/order-status-filter.util';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/customer-orders';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadCustomerOrders(args, statusFilterOf(args.url, ORDER_STATUSES));
  return { ...page, head: customerPageHead(args, 'Meine Bestellungen', ACCOUNT_PATHS.orders) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CustomerOrders({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CustomerOrdersPage status={loaderData.status} />
    </HydrationBoundary>
  );
}
