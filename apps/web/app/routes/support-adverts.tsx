import { AdvertsListPage } from '../features/ads/adverts';
import { loadAdvertsList } from '../features/ads/adverts/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-adverts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdvertsList(request, context);
}

export function meta() {
  return [{ title: `Anzeigen | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportAdverts({ loaderData }: Route.ComponentProps) {
  return <AdvertsListPage adverts={loaderData.adverts} q={loaderData.q} notice={loaderData.notice} />;
}
