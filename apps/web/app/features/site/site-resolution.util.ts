import {
  COUNTRIES,
  type CountryCode,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  countryByCode,
  isCountryCode,
  resolveSite,
  sitePath,
  stripSitePrefix,
} from '@fuel/domain';
import { readCookie } from './cookie.util';
import type { SiteData } from './site.type';

export interface SiteConfig {
  /** Dedicated country domains (host → site); the shared host is not listed. */
  readonly domainMap: Readonly<Record<string, CountryCode>>;
  readonly customerPhones: Readonly<Record<CountryCode, string>>;
}

export interface SiteRequestInput {
  readonly url: URL;
  readonly cookieHeader: string | null;
  /** A link followed inside the app, as opposed to a typed address, bookmark or external link. */
  readonly sameOriginNavigation: boolean;
}

export type SiteResolution =
  | { readonly kind: 'site'; readonly site: SiteData }
  | { readonly kind: 'redirect'; readonly location: string };

const SECONDS_PER_DAY = 86400;

/** 'heizoel24.de=de, heizoel24.at=at' → { 'heizoel24.de': 'de', 'heizoel24.at': 'at' }. */
export function parseDomainMap(raw: string | undefined): Record<string, CountryCode> {
  const map: Record<string, CountryCode> = {};
  for (const entry of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [host, code] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !isCountryCode(code)) {
      throw new Error(`SITE_DOMAINS: expected host=de|at|ch, got '${entry}'`);
    }
    map[host] = code;
  }
  return map;
}

function normalizeHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

function domainOf(code: CountryCode, domainMap: SiteConfig['domainMap']): string | undefined {
  return Object.keys(domainMap).find((host) => domainMap[host] === code);
}

/** The site a '/at' or '/ch' path prefix points to, if the path has one. */
function prefixedSiteOf(pathname: string): CountryCode | undefined {
  return stripSitePrefix(pathname) === pathname ? undefined : resolveSite({ pathname });
}

export function localeCookieHeader(code: CountryCode, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  return `${LOCALE_COOKIE_NAME}=${code}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Which site a request belongs to, or where to send it instead: a country domain wins over the path
 * prefix; on the shared host a returning visitor who lands on '/' is sent to the site stored in the
 * locale cookie.
 */
export function resolveSiteRequest(input: SiteRequestInput, config: SiteConfig): SiteResolution {
  const { url } = input;
  const hostCode = config.domainMap[normalizeHost(url.hostname)];

  if (hostCode) {
    const prefixed = prefixedSiteOf(url.pathname);
    const prefixedDomain = prefixed && domainOf(prefixed, config.domainMap);
    if (prefixedDomain) {
      return {
        kind: 'redirect',
        location: `${url.protocol}//${prefixedDomain}${stripSitePrefix(url.pathname)}${url.search}`,
      };
    }
  } else if (url.pathname === '/' && !input.sameOriginNavigation) {
    const stored = readCookie(input.cookieHeader, LOCALE_COOKIE_NAME);
    if (stored === 'at' || stored === 'ch') {
      return { kind: 'redirect', location: `${sitePath(stored, '/')}${url.search}` };
    }
  }

  const code = resolveSite({ host: url.hostname, pathname: url.pathname, domainMap: config.domainMap });
  const country = countryByCode(code);
  const siteRoots = Object.fromEntries(
    COUNTRIES.map((c) => {
      if (!hostCode) return [c.code, c.pathPrefix];
      if (c.code === code) return [c.code, ''];
      const domain = domainOf(c.code, config.domainMap);
      return [c.code, domain ? `${url.protocol}//${domain}` : c.pathPrefix];
    }),
  ) as Record<CountryCode, string>;

  return {
    kind: 'site',
    site: {
      code,
      countryId: country.id,
      iso: country.iso,
      currencyCode: country.currencyCode,
      customerPhone: config.customerPhones[code],
      basePath: siteRoots[code],
      siteRoots,
    },
  };
}
