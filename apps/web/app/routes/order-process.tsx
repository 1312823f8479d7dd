import { HydrationBoundary } from '@tanstack/react-query';
import { dehydratedAddressOptions } from '../features/accounts/index.server';
import { OrderProcessPage } from '../features/orders';
import { loadOrderProcess, saveOrderStep } from '../features/orders/index.server';
import checkoutStylesHref from '../layouts/order-process-layout.css?url';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/order-process';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

/** The step, and the salutations and titles of its address forms (complete without JavaScript too). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [data, dehydratedState] = await Promise.all([
    loadOrderProcess(request, params, context),
    dehydratedAddressOptions(context),
  ]);
  return { data, dehydratedState };
}

/** Every step's form posts here (works without JavaScript): saved, then on to the next step. */
export function action({ request, params, context }: Route.ActionArgs) {
  return saveOrderStep(request, params, context);
}

export function meta() {
  return [{ title: `Bestellung | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderProcess({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrderProcessPage data={loaderData.data} actionData={actionData} />
    </HydrationBoundary>
  );
}
