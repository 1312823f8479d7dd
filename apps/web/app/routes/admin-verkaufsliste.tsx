import { SalesPage } from '../features/sales';
import { loadSalesPage, salesAction } from '../features/sales/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/admin-verkaufsliste';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSalesPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return salesAction(request, context);
}

export function meta() {
  return [{ title: `Verkaufsliste | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Verkaufsliste({ loaderData, actionData }: Route.ComponentProps) {
  return <SalesPage {...loaderData} actionResult={actionData} />;
}
