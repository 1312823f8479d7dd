import { CampaignEditPage } from '../features/ads/campaigns';
import { campaignAction, loadCampaignEdit } from '../features/ads/campaigns/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-campaigns-edit';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCampaignEdit(request, context, params.campaignId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return campaignAction(request, context, params.campaignId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.campaign?.name ?? 'Neue Kampagne';
  return [
    { title: `${name} | Kampagnen | Backoffice | ${BRAND_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SupportCampaignsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CampaignEditPage
      campaignId={loaderData.campaignId}
      values={actionData?.values ?? loaderData.values}
      campaign={loaderData.campaign}
      adverts={loaderData.adverts}
      slots={loaderData.slots}
      notice={actionData ? null : loaderData.notice}
      error={actionData?.error ?? null}
      fieldErrors={actionData?.fieldErrors ?? {}}
    />
  );
}
