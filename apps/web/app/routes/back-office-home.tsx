import { DashboardPage } from '../features/back-office';
import { loadDashboard } from '../features/back-office/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/back-office-home';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

export function meta() {
  return [{ title: `Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData} />;
}
