import { siteHref } from '../../lib/site/site-links.util';
import type { SiteData } from '../../lib/site/site.type';

/** Site paths of the consumption guide (spec 1 §2), without the site's prefix. */
export const GUIDE_PATHS = {
  intro: '/heizoel-verbrauchsvergleich',
  checkout: '/dein-heizoelverbrauch',
  leadForm: '/leads/lead-formular',
} as const;

const STEP_SEGMENT = /^schritt-([1-9]\d{0,2})$/;

/** The step's number (1-based, in OrderWeight order) of a '/schritt-{n}' segment; null for anything else. */
export function stepNumberOfSegment(segment: string | undefined): number | null {
  const match = STEP_SEGMENT.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}

export function guideHref(site: Pick<SiteData, 'basePath'>): string {
  return siteHref(site, GUIDE_PATHS.intro);
}

export function guideStepHref(site: Pick<SiteData, 'basePath'>, stepNumber: number): string {
  return siteHref(site, `${GUIDE_PATHS.intro}/schritt-${stepNumber}`);
}

export function consumptionCheckoutHref(site: Pick<SiteData, 'basePath'>): string {
  return siteHref(site, GUIDE_PATHS.checkout);
}
