import { SlotsListPage } from '../features/ads/slots-admin';
import { loadSlotList } from '../features/ads/slots-admin/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-slots';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSlotList(request, context);
}

export function meta() {
  return [{ title: `Werbeplätze | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportSlots({ loaderData }: Route.ComponentProps) {
  return <SlotsListPage {...loaderData} />;
}
