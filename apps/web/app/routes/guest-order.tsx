import { data } from 'react-router';
import { GuestOrderPage } from '../features/orders';
import { loadGuestOrder } from '../features/orders/index.server';
import { apiClientContext } from '../lib/api/api-client.context';
import { PRIVATE_CACHE_CONTROL } from '../lib/seo/page-cache.util';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/guest-order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadGuestOrder(context.get(apiClientContext), params, new URL(request.url));
  // A personal page opened by its link: never cached; a refused link answers with its status (404, 410).
  return data(page, {
    status: page.state === 'open' ? 200 : page.status,
    headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.state === 'open'
      ? `Bestellung ${loaderData.order.OrderNumber}`
      : 'Bestellung nicht verfügbar';
  return [{ title: `${title} | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function GuestOrder({ loaderData }: Route.ComponentProps) {
  return <GuestOrderPage data={loaderData} />;
}
