import type { CountryCode, CountryId, CurrencyCode } from '@fuel/domain';

/** What every route knows about the country site it renders (root loader data). */
export interface SiteData {
  readonly code: CountryCode;
  readonly countryId: CountryId;
  readonly iso: 'de-DE' | 'de-AT' | 'de-CH';
  readonly currencyCode: CurrencyCode;
  /** Customer hotline as shown, e.g. '+49 800 0000000'. */
  readonly customerPhone: string;
  /** When the hotline answers, e.g. 'Mo–Fr 8:00–18:00 Uhr'. */
  readonly serviceHours: string;
  /** Prefix of this site's paths on the current host: '' on its own domain or for de, else '/at' or '/ch'. */
  readonly basePath: string;
  /** Where each site starts seen from here: a path prefix on this host, or an absolute origin on its own domain. */
  readonly siteRoots: Readonly<Record<CountryCode, string>>;
  /**
   * Origin of absolute URLs (canonical, hreflang, og:url, sitemaps) on this host: the site's domain from
   * SITE_DOMAINS, else PUBLIC_BASE_URL's origin — never the request's Host or X-Forwarded-Host.
   */
  readonly origin: string;
}
