import { CampaignsListPage } from '../features/ads/campaigns';
import { loadCampaignList } from '../features/ads/campaigns/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-campaigns';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCampaignList(request, context);
}

export function meta() {
  return [{ title: `Kampagnen | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsListPage {...loaderData} />;
}
