import { CommissionHistoryPage } from '../features/sales';
import { loadCommissionHistory } from '../features/sales/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/admin-verkaufsliste-haendler';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCommissionHistory(request, context, params.dealerId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const dealer = loaderData?.history.dealerName ?? 'Händler';
  return [
    { title: `Provisionssatz ${dealer} | Backoffice | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function VerkaufslisteHaendler({ loaderData }: Route.ComponentProps) {
  return <CommissionHistoryPage history={loaderData.history} />;
}
