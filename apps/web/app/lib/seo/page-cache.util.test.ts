import { describe, expect, it } from 'vitest';
import {
  PRIVATE_CACHE_CONTROL,
  etagMatches,
  htmlEtag,
  isPrivatePath,
  personalizeCacheControl,
  publicCacheControl,
  publicPageHeaders,
} from './page-cache.util';

describe('publicPageHeaders', () => {
  it('caches a page as long as its data, an error answer not at all', () => {
    const headers = publicPageHeaders(120);
    const args = { loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers() };
    expect(headers({ ...args, errorHeaders: undefined })).toEqual({ 'Cache-Control': 'public, max-age=120' });
    expect(headers({ ...args, errorHeaders: new Headers() })).toEqual({ 'Cache-Control': 'no-store' });
  });
});

describe('personalizeCacheControl', () => {
  const request = (path: string, cookie?: string) =>
    new Request(`http://localhost:3000${path}`, cookie ? { headers: { Cookie: cookie } } : {});

  it('keeps an anonymous page public and varies it by cookie', () => {
    const headers = new Headers({ 'Cache-Control': publicCacheControl(120) });
    personalizeCacheControl(headers, request('/heizoelpreise', 'locale=de'));
    expect(headers.get('Cache-Control')).toBe('public, max-age=120');
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it.each(['token=abc', 'locale=de; refresh_token=r', 'legacy_auth=x'])(
    'keeps every answer for a signed-in visitor out of all caches (%s)',
    (cookie) => {
      const headers = new Headers({ 'Cache-Control': publicCacheControl(120) });
      personalizeCacheControl(headers, request('/heizoelpreise', cookie));
      expect(headers.get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL);
      const plain = new Headers();
      personalizeCacheControl(plain, request('/news.data', cookie));
      expect(plain.get('Cache-Control')).toBe('private, no-store');
    },
  );

  it.each([
    '/kunde/startseite',
    '/at/kunde/bestellungen/17',
    '/haendler/bestellungen',
    '/benutzerkonto/anmeldung',
    '/ch/benutzerkonto/bestellanmeldung/heizoel/register',
    '/persoenliche-daten',
    '/heizoel/bestellung',
    '/at/diesel/bestellung/lieferung',
    '/heizoel/bestellung-erfolgreich/42',
    '/anfrage-bestaetigen',
    '/email-anpassung-bestaetigen',
    '/neues-kennwort-setzen/abc',
    '/bewerten-sie-uns/abc/42',
    '/benachrichtigungen/abc/bestaetigen',
    '/vorschau/page.3.1764000000.c2lnbmF0dXJl',
    '/at/vorschau/page.3.1764000000.c2lnbmF0dXJl.data',
    '/kunde/startseite.data',
    '/%6Bunde/startseite',
  ])('makes the signed-in or personal-link page %s private even without a cookie', (path) => {
    const headers = new Headers({ 'Cache-Control': publicCacheControl(120) });
    personalizeCacheControl(headers, request(path));
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/at',
    '/heizoel/angebotsliste',
    '/heizoelpreise/bayern',
    '/news',
    '/kundendienst',
    '/_root.data',
  ])('leaves the public page %s alone', (path) => {
    expect(isPrivatePath(path)).toBe(false);
    const headers = new Headers();
    personalizeCacheControl(headers, request(path, 'locale=de'));
    expect(headers.get('Cache-Control')).toBeNull();
    expect(headers.get('Vary')).toBeNull();
  });
});

describe('htmlEtag', () => {
  it('ignores the embedded data of inline scripts but not the markup', () => {
    const page = (data: string, text: string) =>
      `<html><body><p>${text}</p><script>window.__ctx=${data}</script></body></html>`;
    expect(htmlEtag(page('{"t":1}', 'Bayern'))).toBe(htmlEtag(page('{"t":2}', 'Bayern')));
    expect(htmlEtag(page('{"t":1}', 'Bayern'))).not.toBe(htmlEtag(page('{"t":1}', 'Tirol')));
    expect(htmlEtag('x')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('ignores the CSP nonces, which differ on every response', () => {
    const page = (nonce: string) =>
      `<html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head>` +
      `<body><p>Bayern</p><script nonce="${nonce}">x</script></body></html>`;
    expect(htmlEtag(page('AAAAAAAAAAAAAAAAAAAAAA=='))).toBe(htmlEtag(page('BBBBBBBBBBBBBBBBBBBBBB==')));
  });
});

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(null, 'W/"a"')).toBe(false);
  });
});
