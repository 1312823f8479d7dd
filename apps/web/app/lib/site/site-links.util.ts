import { type CountryCode, stripSitePrefix } from '@fuel/domain';
import type { SiteData } from './site.type';

const ABSOLUTE_URL = /^https?:\/\//;

/** A path of the current site as a link target: siteHref(at, '/news') → '/at/news'. */
export function siteHref(site: Pick<SiteData, 'basePath'>, path: string): string {
  if (path === '/') return site.basePath || '/';
  return `${site.basePath}${path}`;
}

/** The page at `pathname` on another site: a prefixed path on this host or an absolute URL on its own domain. */
export function siteSwitchHref(
  site: Pick<SiteData, 'siteRoots'>,
  target: CountryCode,
  pathname: string,
): string {
  return siteHref({ basePath: site.siteRoots[target] }, stripSitePrefix(pathname));
}

export function isAbsoluteHref(href: string): boolean {
  return ABSOLUTE_URL.test(href);
}

/** 'tel:' link target of a phone number as shown (the mails build theirs with the same function). */
export { phoneHref } from '@fuel/domain';
