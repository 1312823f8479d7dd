import { data } from 'react-router';
import { ConsumptionResultPage, GUIDE_PATHS } from '../features/leads';
import {
  PRIVATE_GUIDE_HEADERS,
  guidePageHeaders,
  loadConsumptionCheckout,
} from '../features/leads/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/oil-consumption-checkout';

export async function loader(args: Route.LoaderArgs) {
  const checkout = await loadConsumptionCheckout(args);
  const seo = pageSeo(args, {
    title: 'Ihr Heizölverbrauch im Vergleich',
    description: 'Ihr Ergebnis des Heizöl-Verbrauchsvergleichs: Einstufung, Kosten, CO₂ und Sparmaßnahmen.',
    path: GUIDE_PATHS.checkout,
    noIndex: true,
  });
  return data({ ...checkout, seo }, { headers: PRIVATE_GUIDE_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export const headers = guidePageHeaders;

export default function OilConsumptionCheckout({ loaderData }: Route.ComponentProps) {
  return <ConsumptionResultPage guide={loaderData.guide} session={loaderData.session} />;
}
