import { data } from 'react-router';
import { GUIDE_PATHS } from '../features/leads';
import { LeadFormPage } from '../features/leads/lead-form';
import { leadFormAction, loadLeadForm } from '../features/leads/lead-form/index.server';
import { PRIVATE_GUIDE_HEADERS, guidePageHeaders } from '../features/leads/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/lead-form';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadLeadForm(args);
  const seo = pageSeo(args, {
    title: 'Angebot zur Heizungsmodernisierung anfordern',
    description:
      'Ein unverbindliches Angebot unseres Partners für Heizungsmodernisierung, mit Ihrem Verbrauchsvergleich.',
    path: GUIDE_PATHS.leadForm,
    noIndex: true,
  });
  // The visitor's own answers and attempt key: never in a shared cache.
  return data({ page, seo }, { headers: PRIVATE_GUIDE_HEADERS });
}

export function action(args: Route.ActionArgs) {
  return leadFormAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export const headers = guidePageHeaders;

export default function LeadForm({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadFormPage data={loaderData.page} result={actionData} />;
}
