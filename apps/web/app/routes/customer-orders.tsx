import { ORDER_STATUSES } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '../features/accounts';
import { CustomerOrdersPage, statusFilterOf } from '../features/orders';
import { customerPageHead, loadCustomerOrders } from '../features/orders/index.server';
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
