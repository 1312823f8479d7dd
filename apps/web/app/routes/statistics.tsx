import { StatisticsPage } from '../features/statistics';
import { loadStatistics } from '../features/statistics/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/statistics';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStatistics(request, context);
}

export function meta() {
  return [{ title: `Statistik | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsPage data={loaderData} />;
}
