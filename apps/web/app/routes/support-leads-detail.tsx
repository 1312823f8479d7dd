import { SupportLeadPage } from '../features/leads/support';
import { loadSupportLead, supportLeadAction } from '../features/leads/support/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-leads-detail';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSupportLead(request, context, params.leadId);
}

/** The confirmed deletion. */
export function action({ request, context, params }: Route.ActionArgs) {
  return supportLeadAction(request, context, params.leadId);
}

export function meta() {
  return [{ title: `Lead | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportLeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SupportLeadPage
      lead={loaderData.lead}
      guide={loaderData.guide}
      confirmDelete={loaderData.confirmDelete}
      error={actionData?.error}
    />
  );
}
