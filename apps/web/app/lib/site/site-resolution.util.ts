import {
  COUNTRIES,
  type CountryCode,
  type OperatorContact,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  countryByCode,
  isCountryCode,
  resolveSite,
  sitePath,
  stripSitePrefix,
} from '@fuel/domain';
import { readCookie } from './cookie.util';
import { DEFAULT_PUBLIC_BASE_URL } from './site-config.constant';
import type { SiteData } from './site.type';

export interface SiteConfig {
  /** Dedicated country domains (host → site); the shared host is not listed. */
  readonly domainMap: Readonly<Record<string, CountryCode>>;
  /** The operator's contact per site (@fuel/domain's operatorContacts): hotline and service hours. */
  readonly operators: Readonly<Record<CountryCode, OperatorContact>>;
  /**
   * Origin of PUBLIC_BASE_URL, e.g. 'https://heizoel.example.de': the shared host's origin, and the scheme
   * and port of the country domains. Absolute URLs never take the request's Host or X-Forwarded-Host.
   */
  readonly publicOrigin: string;
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

/** PUBLIC_BASE_URL → its origin; a path, query or trailing slash is dropped (the shop runs at the root). */
export function parsePublicOrigin(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_PUBLIC_BASE_URL;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_BASE_URL: expected an http(s) URL, got '${value}'`);
  }
  return url.origin;
}

/** A country domain's origin: the configured host with the scheme and port of PUBLIC_BASE_URL. */
function domainOrigin(domain: string, publicOrigin: string): string {
  const { protocol, port } = new URL(publicOrigin);
  return `${protocol}//${domain}${port ? `:${port}` : ''}`;
}

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
  const host = normalizeHost(url.hostname);
  const hostCode = config.domainMap[host];

  if (hostCode) {
    const prefixed = prefixedSiteOf(url.pathname);
    const prefixedDomain = prefixed && domainOf(prefixed, config.domainMap);
    if (prefixedDomain) {
      return {
        kind: 'redirect',
        location: `${domainOrigin(prefixedDomain, config.publicOrigin)}${stripSitePrefix(url.pathname)}${url.search}`,
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
      return [c.code, domain ? domainOrigin(domain, config.publicOrigin) : c.pathPrefix];
    }),
  ) as Record<CountryCode, string>;

  return {
    kind: 'site',
    site: {
      code,
      countryId: country.id,
      iso: country.iso,
      currencyCode: country.currencyCode,
      customerPhone: config.operators[code].customerPhone,
      serviceHours: config.operators[code].serviceHours,
      basePath: siteRoots[code],
      siteRoots,
      // A mapped host is a configured name; any other host (an IP, a forged Host) gets the shared origin.
      origin: hostCode ? domainOrigin(host, config.publicOrigin) : config.publicOrigin,
    },
  };
}
