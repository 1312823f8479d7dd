import { describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from './site-config.constant';
import {
  type SiteConfig,
  type SiteResolution,
  localeCookieHeader,
  parseDomainMap,
  parsePublicOrigin,
  resolveSiteRequest,
} from './site-resolution.util';

const SHARED_HOST: SiteConfig = {
  domainMap: {},
  operators: DEMO_OPERATORS,
  publicOrigin: 'http://localhost:3000',
};
const OWN_DOMAINS: SiteConfig = {
  domainMap: parseDomainMap('heizoel24.de=de,heizoel24.at=at,heizoel24.ch=ch'),
  operators: DEMO_OPERATORS,
  publicOrigin: 'https://heizoel24.de',
};

function resolve(
  url: string,
  config: SiteConfig,
  { cookie = null, sameOrigin = false }: { cookie?: string | null; sameOrigin?: boolean } = {},
): SiteResolution {
  return resolveSiteRequest(
    { url: new URL(url), cookieHeader: cookie, sameOriginNavigation: sameOrigin },
    config,
  );
}

function siteOf(resolution: SiteResolution) {
  if (resolution.kind !== 'site')
    throw new Error(`expected a site, got a redirect to ${resolution.location}`);
  return resolution.site;
}

describe('resolveSiteRequest on the shared host', () => {
  it.each([
    ['http://localhost:3000/', 'de', '', 'de-DE', 'EUR'],
    ['http://localhost:3000/news', 'de', '', 'de-DE', 'EUR'],
    ['http://localhost:3000/at', 'at', '/at', 'de-AT', 'EUR'],
    ['http://localhost:3000/at/news', 'at', '/at', 'de-AT', 'EUR'],
    ['http://localhost:3000/ch/', 'ch', '/ch', 'de-CH', 'CHF'],
    ['http://localhost:3000/atlas', 'de', '', 'de-DE', 'EUR'],
  ])('%s is the %s site', (url, code, basePath, iso, currencyCode) => {
    const site = siteOf(resolve(url, SHARED_HOST));
    expect(site).toMatchObject({ code, basePath, iso, currencyCode });
    expect(site.siteRoots).toEqual({ de: '', at: '/at', ch: '/ch' });
  });

  it('sends a returning visitor on / to the site stored in the locale cookie', () => {
    expect(resolve('http://localhost/', SHARED_HOST, { cookie: 'a=1; locale=ch' })).toEqual({
      kind: 'redirect',
      location: '/ch',
    });
    expect(resolve('http://localhost/?x=1', SHARED_HOST, { cookie: 'locale=at' })).toEqual({
      kind: 'redirect',
      location: '/at?x=1',
    });
  });

  it('keeps / when the cookie says de or is unknown, or when the visitor switched sites by link', () => {
    expect(siteOf(resolve('http://localhost/', SHARED_HOST, { cookie: 'locale=de' })).code).toBe('de');
    expect(siteOf(resolve('http://localhost/', SHARED_HOST, { cookie: 'locale=fr' })).code).toBe('de');
    expect(
      siteOf(resolve('http://localhost/', SHARED_HOST, { cookie: 'locale=at', sameOrigin: true })).code,
    ).toBe('de');
  });

  it('redirects only the start page, not other German pages', () => {
    expect(siteOf(resolve('http://localhost/news', SHARED_HOST, { cookie: 'locale=ch' })).code).toBe('de');
  });

  it('uses the configured customer phone of the site', () => {
    const ch = { ...DEMO_OPERATORS.ch, customerPhone: '+41 44 123 45 67', serviceHours: 'Mo–Sa 7–19 Uhr' };
    const site = siteOf(
      resolve('http://localhost/ch', { ...SHARED_HOST, operators: { ...DEMO_OPERATORS, ch } }),
    );
    expect(site).toMatchObject({ customerPhone: '+41 44 123 45 67', serviceHours: 'Mo–Sa 7–19 Uhr' });
  });
});

describe('resolveSiteRequest on country domains', () => {
  it('takes the site from the domain, without prefix, and ignores the cookie', () => {
    const site = siteOf(resolve('https://www.heizoel24.ch/', OWN_DOMAINS, { cookie: 'locale=at' }));
    expect(site).toMatchObject({ code: 'ch', basePath: '' });
    expect(site.siteRoots).toEqual({ de: 'https://heizoel24.de', at: 'https://heizoel24.at', ch: '' });
  });

  it('sends a prefixed path to the domain of that site', () => {
    expect(resolve('https://heizoel24.de/at/news?page=2', OWN_DOMAINS)).toEqual({
      kind: 'redirect',
      location: 'https://heizoel24.at/news?page=2',
    });
  });
});

describe('the origin of absolute URLs', () => {
  it('is PUBLIC_BASE_URL on the shared host, whatever Host or X-Forwarded-Host said', () => {
    const config = { ...SHARED_HOST, publicOrigin: 'https://heizoel.example' };
    for (const url of ['http://localhost:3000/at/news', 'http://evil.example/at/news', 'http://10.0.0.7/']) {
      expect(siteOf(resolve(url, config)).origin).toBe('https://heizoel.example');
    }
  });

  it("is the site's configured domain on a country domain, with PUBLIC_BASE_URL's scheme and port", () => {
    // Plain http between the proxy and the web server does not make the canonical URLs http.
    const site = siteOf(resolve('http://www.heizoel24.at/news', OWN_DOMAINS));
    expect(site.origin).toBe('https://heizoel24.at');
    expect(site.siteRoots).toEqual({ de: 'https://heizoel24.de', at: '', ch: 'https://heizoel24.ch' });
    const local = { ...OWN_DOMAINS, publicOrigin: 'http://localhost:3000' };
    expect(siteOf(resolve('http://heizoel24.ch:3000/', local)).origin).toBe('http://heizoel24.ch:3000');
  });

  it('never echoes a host that is not in SITE_DOMAINS', () => {
    const site = siteOf(resolve('https://evil.example/at/news', OWN_DOMAINS));
    expect(site.origin).toBe('https://heizoel24.de');
    expect(JSON.stringify(site)).not.toContain('evil.example');
  });

  it('redirects a prefixed path to the configured scheme of the other domain', () => {
    expect(resolve('http://heizoel24.de/ch/news', OWN_DOMAINS)).toEqual({
      kind: 'redirect',
      location: 'https://heizoel24.ch/news',
    });
  });
});

describe('parsePublicOrigin', () => {
  it('keeps the origin of PUBLIC_BASE_URL, http://localhost:3000 when unset', () => {
    expect(parsePublicOrigin('https://Heizoel.Example/shop/')).toBe('https://heizoel.example');
    expect(parsePublicOrigin(' http://localhost:3100 ')).toBe('http://localhost:3100');
    expect(parsePublicOrigin(undefined)).toBe('http://localhost:3000');
    expect(parsePublicOrigin('')).toBe('http://localhost:3000');
  });

  it('rejects anything but an http(s) URL', () => {
    expect(() => parsePublicOrigin('heizoel.example')).toThrow(/PUBLIC_BASE_URL/);
    expect(() => parsePublicOrigin('javascript:alert(1)')).toThrow(/PUBLIC_BASE_URL/);
  });
});

describe('parseDomainMap', () => {
  it('reads host=code pairs separated by commas or spaces', () => {
    expect(parseDomainMap(' Heizoel24.DE=de, heizoel24.at=at\nheizoel24.ch=ch ')).toEqual({
      'heizoel24.de': 'de',
      'heizoel24.at': 'at',
      'heizoel24.ch': 'ch',
    });
    expect(parseDomainMap(undefined)).toEqual({});
  });

  it('rejects unknown sites', () => {
    expect(() => parseDomainMap('heizoel24.fr=fr')).toThrow(/SITE_DOMAINS/);
  });
});

describe('localeCookieHeader', () => {
  it('keeps the site for 365 days on the whole host', () => {
    expect(localeCookieHeader('at', false)).toBe('locale=at; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookieHeader('ch', true)).toMatch(/; Secure$/);
  });
});
