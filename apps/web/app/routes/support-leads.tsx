import { SupportLeadsPage } from '../features/leads/support';
import { loadSupportLeads } from '../features/leads/support/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-leads';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportLeads(request, context);
}

export function meta() {
  return [{ title: `Leads | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportLeads({ loaderData }: Route.ComponentProps) {
  return (
    <SupportLeadsPage
      filters={loaderData.filters}
      page={loaderData.page}
      error={loaderData.error}
      notice={loaderData.notice}
    />
  );
}
