import {
  COUNTRIES,
  type Country,
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  countryByCode,
  isCountryCode,
} from './countries.constant.js';

export interface SiteRequest {
  /** Host header, possibly with port. */
  readonly host?: string | undefined;
  readonly pathname: string;
  /** Value of the `locale` cookie. */
  readonly localeCookie?: string | undefined;
  /**
   * Dedicated country domains (host → code). Leave the shared host out: there the path prefix decides.
   */
  readonly domainMap?: Readonly<Record<string, CountryCode>>;
}

const PREFIXED_COUNTRIES = COUNTRIES.filter((c) => c.pathPrefix !== '');

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

function countryOfHost(
  host: string | undefined,
  domainMap: Readonly<Record<string, CountryCode>>,
): CountryCode | undefined {
  if (!host) return undefined;
  const normalized = normalizeHost(host);
  // Own keys only: a host such as 'constructor' must not hit the object prototype.
  const key = [normalized, normalized.replace(/^www\./, '')].find((k) => Object.hasOwn(domainMap, k));
  return key === undefined ? undefined : domainMap[key];
}

/** '/at', '/at/…', '/at?…' and '/at#…' carry the prefix; '/atlas' does not. */
function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname.startsWith(prefix) && ['', '/', '?', '#'].includes(pathname.charAt(prefix.length));
}

function prefixedCountryOf(pathname: string): Country | undefined {
  return PREFIXED_COUNTRIES.find((c) => hasPrefix(pathname, c.pathPrefix));
}

/** Domain first, then path prefix, then the stored cookie; the German site is the fallback. */
export function resolveSite(request: SiteRequest): CountryCode {
  return (
    countryOfHost(request.host, request.domainMap ?? {}) ??
    prefixedCountryOf(request.pathname)?.code ??
    (isCountryCode(request.localeCookie) ? request.localeCookie : DEFAULT_COUNTRY_CODE)
  );
}

/** The path as the German site would have it: '/at/news?page=2' → '/news?page=2'. */
export function stripSitePrefix(pathname: string): string {
  const country = prefixedCountryOf(pathname);
  if (!country) return pathname;
  const rest = pathname.slice(country.pathPrefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page on another site: sitePath('ch', '/at/news') → '/ch/news'. */
export function sitePath(code: CountryCode, path: string): string {
  const bare = stripSitePrefix(path);
  const prefix = countryByCode(code).pathPrefix;
  // A site root is '/at', not '/at/', also when a query or hash follows.
  const isRoot = bare === '/' || bare.startsWith('/?') || bare.startsWith('/#');
  return isRoot && prefix !== '' ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`;
}
