import { COUNTRIES, type CountryCode } from '@fuel/domain';
import { isAbsoluteHref } from '../site/site-links.util';
import type { SiteData } from '../site/site.type';

/**
 * What an absolute URL of a page needs: the sites' roots and the configured origin of this host
 * (`SiteData.origin`: from SITE_DOMAINS or PUBLIC_BASE_URL, never from the request's Host).
 */
export interface SeoTarget {
  readonly site: Pick<SiteData, 'code' | 'siteRoots' | 'origin'>;
}

/**
 * Absolute URL of a site path on one of the sites: on its own domain when SITE_DOMAINS names one,
 * else under its path prefix on this host's configured origin.
 */
export function absoluteSiteUrl(target: SeoTarget, path: string, code: CountryCode = target.site.code) {
  const root = target.site.siteRoots[code];
  const onOwnDomain = isAbsoluteHref(root);
  const base = onOwnDomain ? root : `${target.site.origin}${root}`;
  // The same spelling as siteHref: a site's start page is '/at' under a prefix, '/' on a domain.
  if (path === '/') return root && !onOwnDomain ? base : `${base}/`;
  return `${base}${path}`;
}

/** Every site's absolute URL of the same path, in site order. */
export function siteUrlsOf(target: SeoTarget, path: string, codes: readonly CountryCode[]) {
  return COUNTRIES.filter((c) => codes.includes(c.code)).map((c) => ({
    code: c.code,
    hrefLang: c.iso,
    href: absoluteSiteUrl(target, path, c.code),
  }));
}
