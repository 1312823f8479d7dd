import { countryByCode } from '@fuel/domain';
import { data } from 'react-router';
import { GUIDE_PATHS, GuideIntroPage } from '../features/leads';
import {
  PRIVATE_GUIDE_HEADERS,
  clearGuideAnswers,
  guidePageHeaders,
  loadGuideIntro,
} from '../features/leads/index.server';
import { publicCacheControl } from '../lib/seo/page-cache.util';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteContext } from '../lib/site/site.context';
import type { Route } from './+types/guide-intro';

/** The guide's definition changes with a release; a visitor's own answers make the page theirs. */
const INTRO_CACHE_SECONDS = 3600;

export async function loader(args: Route.LoaderArgs) {
  const intro = await loadGuideIntro(args);
  const country = countryByCode(args.context.get(siteContext).code);
  const seo = pageSeo(args, {
    title: 'Heizöl-Verbrauchsvergleich: Ist Ihr Verbrauch normal?',
    description: `Vergleichen Sie Ihren Heizölverbrauch mit ähnlichen Haushalten ${country.nameInSentence}: Einstufung nach dem Heizspiegel, Kosten zum heutigen Preis, CO₂ und Sparmaßnahmen. Kostenlos, in 2 Minuten.`,
    path: GUIDE_PATHS.intro,
    onAllSites: true,
  });
  const headers = intro.private
    ? PRIVATE_GUIDE_HEADERS
    : { 'Cache-Control': publicCacheControl(INTRO_CACHE_SECONDS) };
  return data({ ...intro, seo }, { headers });
}

export function action(args: Route.ActionArgs) {
  return clearGuideAnswers(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export const headers = guidePageHeaders;

export default function GuideIntro({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GuideIntroPage
      guide={loaderData.guide}
      resumeStep={loaderData.resumeStep}
      cleared={actionData?.cleared === true}
    />
  );
}
