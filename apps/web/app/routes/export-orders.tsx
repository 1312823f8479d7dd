import { OrderExportPage } from '../features/orders/export';
import { loadOrderExports, orderExportAction } from '../features/orders/export/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/export-orders';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderExports(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return orderExportAction(request, context);
}

export function meta() {
  return [{ title: `Export | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function ExportOrders({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderExportPage
      exports={loaderData.exports}
      error={actionData?.error ?? null}
      values={actionData?.values ?? loaderData.values}
    />
  );
}
