import { HydrationBoundary } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '../features/accounts';
import { CustomerHomePage } from '../features/orders';
import { customerPageHead, loadCustomerOrders } from '../features/orders/index.server';
import { seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/customer-home';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadCustomerOrders(args, null);
  return { ...page, head: customerPageHead(args, 'Mein Kundenbereich', ACCOUNT_PATHS.customerHome) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CustomerHome({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CustomerHomePage />
    </HydrationBoundary>
  );
}
