import { data } from 'react-router';
import { GUIDE_PATHS, GuideStepPage } from '../features/leads';
import {
  PRIVATE_GUIDE_HEADERS,
  guidePageHeaders,
  loadGuideStep,
  saveGuideStep,
} from '../features/leads/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/guide-step';

export async function loader(args: Route.LoaderArgs) {
  const step = await loadGuideStep(args, args.params.step);
  const title = step.guide.Steps.length
    ? `Schritt ${step.stepNumber} von ${step.guide.Steps.length} – Heizöl-Verbrauchsvergleich`
    : 'Heizöl-Verbrauchsvergleich';
  const seo = pageSeo(args, {
    title,
    description: 'Ihre Angaben zum Heizöl-Verbrauchsvergleich, Schritt für Schritt.',
    path: `${GUIDE_PATHS.intro}/schritt-${step.stepNumber}`,
    noIndex: true,
  });
  return data({ ...step, seo }, { headers: PRIVATE_GUIDE_HEADERS });
}

export function action(args: Route.ActionArgs) {
  return saveGuideStep(args, args.params.step);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export const headers = guidePageHeaders;

export default function GuideStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GuideStepPage
      guide={loaderData.guide}
      stepNumber={loaderData.stepNumber}
      sessionValues={loaderData.stepValues}
      actionData={actionData}
    />
  );
}
