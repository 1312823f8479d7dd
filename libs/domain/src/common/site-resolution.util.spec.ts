import { describe, expect, it } from 'vitest';

import { resolveSite, sitePath, stripSitePrefix } from './site-resolution.util.js';

const domainMap = { 'heizoel.at': 'at', 'heizoel.ch': 'ch' } as const;

describe('resolveSite', () => {
  it('takes the country domain first', () => {
    expect(resolveSite({ host: 'heizoel.ch', pathname: '/at/news', localeCookie: 'de', domainMap })).toBe(
      'ch',
    );
    expect(resolveSite({ host: 'WWW.Heizoel.AT:443', pathname: '/', domainMap })).toBe('at');
  });

  it('then the path prefix', () => {
    expect(resolveSite({ host: 'shop.example', pathname: '/at', domainMap })).toBe('at');
    expect(
      resolveSite({ host: 'shop.example', pathname: '/ch/heizoel/angebotsliste', localeCookie: 'at' }),
    ).toBe('ch');
    expect(resolveSite({ pathname: '/at?zipCode=1010' })).toBe('at');
  });

  it('then the locale cookie, and de as the fallback', () => {
    expect(resolveSite({ pathname: '/news', localeCookie: 'ch' })).toBe('ch');
    expect(resolveSite({ pathname: '/atlas', localeCookie: 'fr' })).toBe('de');
    expect(resolveSite({ host: 'unknown.example', pathname: '/' })).toBe('de');
    expect(resolveSite({ host: 'constructor', pathname: '/', domainMap })).toBe('de');
  });
});

describe('stripSitePrefix', () => {
  it('removes the site prefix only', () => {
    expect(stripSitePrefix('/at/news/artikel/x')).toBe('/news/artikel/x');
    expect(stripSitePrefix('/ch')).toBe('/');
    expect(stripSitePrefix('/ch?zipCode=8001')).toBe('/?zipCode=8001');
    expect(stripSitePrefix('/atlas')).toBe('/atlas');
    expect(stripSitePrefix('/news')).toBe('/news');
  });
});

describe('sitePath', () => {
  it('builds the same page on another site', () => {
    expect(sitePath('ch', '/at/news')).toBe('/ch/news');
    expect(sitePath('de', '/ch/heizoelpreise?x=1')).toBe('/heizoelpreise?x=1');
    expect(sitePath('at', '/heizoel/angebotsliste')).toBe('/at/heizoel/angebotsliste');
  });

  it('writes a site root without trailing slash', () => {
    expect(sitePath('at', '/')).toBe('/at');
    expect(sitePath('at', '/ch?zipCode=1010')).toBe('/at?zipCode=1010');
    expect(sitePath('de', '/at')).toBe('/');
  });
});
