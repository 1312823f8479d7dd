import { describe, expect, it } from 'vitest';
import {
  etagMatches,
  htmlEtag,
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
  it('keeps an anonymous page public and varies it by cookie', () => {
    const headers = new Headers({ 'Cache-Control': publicCacheControl(120) });
    personalizeCacheControl(headers, 'locale=de');
    expect(headers.get('Cache-Control')).toBe('public, max-age=120');
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('makes a signed-in visitor’s page private', () => {
    const headers = new Headers({ 'Cache-Control': publicCacheControl(120) });
    personalizeCacheControl(headers, 'locale=de; token=abc');
    expect(headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('leaves pages without a public cache time alone', () => {
    const headers = new Headers();
    personalizeCacheControl(headers, 'token=abc');
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
