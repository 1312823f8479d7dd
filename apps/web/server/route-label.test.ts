import { describe, expect, it } from 'vitest';
import { type ManifestRoute, createPageLabeller, dataRequestPage, proxyLabel } from './route-label.ts';

/** The shape of the server build's manifest: the German site at '/', the Austrian one under 'at'. */
const ROUTES: Record<string, ManifestRoute> = Object.fromEntries(
  [
    { id: 'root', path: '' },
    { id: 'sitemap', parentId: 'root', path: 'sitemaps/:file' },
    { id: 'de/layout-default', parentId: 'root' },
    { id: 'de/home', parentId: 'de/layout-default', index: true },
    { id: 'de/offer-list', parentId: 'de/layout-default', path: ':productGroup/angebotsliste' },
    { id: 'de/prices', parentId: 'de/layout-default', path: 'heizoelpreise' },
    {
      id: 'de/local-prices',
      parentId: 'de/layout-default',
      path: 'heizoelpreise/:stateName/:countyOrCityZipCode?/:cityZipCode?',
    },
    { id: 'de/not-found', parentId: 'de/layout-default', path: '*' },
    { id: 'at/layout-default', parentId: 'root' },
    { id: 'at/home', parentId: 'at/layout-default', path: 'at', index: true },
    { id: 'at/offer-list', parentId: 'at/layout-default', path: 'at/:productGroup/angebotsliste' },
    { id: 'at/not-found', parentId: 'at/layout-default', path: 'at/*' },
  ].map((route) => [route.id, route]),
);
const BUILD = { routes: ROUTES, routeDiscovery: { manifestPath: '/__manifest' } };

describe('proxyLabel', () => {
  it('names the paths the proxy hands to the API, and no look-alike', () => {
    expect(proxyLabel('/api')).toBe('api-proxy');
    expect(proxyLabel('/api/offers/list')).toBe('api-proxy');
    expect(proxyLabel('/session')).toBe('session-proxy');
    expect(proxyLabel('/session/refresh')).toBe('session-proxy');
    expect(proxyLabel('/media/3f1c/640.avif')).toBe('media-proxy');
    for (const pathname of ['/medienverwaltung', '/mediathek', '/at/media/x']) {
      expect(proxyLabel(pathname), pathname).toBeUndefined();
    }
    for (const pathname of ['/apiary', '/sessions', '/metrics', '/', '/at/api', '/API/offers']) {
      expect(proxyLabel(pathname), pathname).toBeUndefined();
    }
  });
});

describe('dataRequestPage', () => {
  it("reads a data request's page as React Router does", () => {
    expect(dataRequestPage('/_.data')).toBe('/');
    expect(dataRequestPage('/at/_.data')).toBe('/at/');
    expect(dataRequestPage('/heizoelpreise/bayern.data')).toBe('/heizoelpreise/bayern');
    expect(dataRequestPage('/heizoelpreise/bayern')).toBe('/heizoelpreise/bayern');
  });
});

describe('createPageLabeller', () => {
  const label = createPageLabeller(BUILD);

  it('labels pages and their data requests by the template of the deepest route', () => {
    expect(label('/')).toBe('/');
    expect(label('/_.data')).toBe('/');
    expect(label('/at')).toBe('/at');
    expect(label('/at/_.data')).toBe('/at');
    expect(label('/heizoel/angebotsliste')).toBe('/:productGroup/angebotsliste');
    expect(label('/at/diesel/angebotsliste.data')).toBe('/at/:productGroup/angebotsliste');
    expect(label('/heizoelpreise')).toBe('/heizoelpreise');
    expect(label('/heizoelpreise/bayern/80331/80331')).toBe(
      '/heizoelpreise/:stateName/:countyOrCityZipCode?/:cityZipCode?',
    );
    expect(label('/sitemaps/de-1.xml')).toBe('/sitemaps/:file');
  });

  it('gives every unknown path its site’s not-found template, so ids and probes add no series', () => {
    const labels = new Set(
      [
        '/metrics',
        '//metrics',
        '/wp-login.php',
        '/heizoel/angebotsliste/extra',
        '/%E0%A4%A',
        '/a\u0000b',
      ].map(label),
    );
    expect([...labels]).toEqual(['/*']);
    expect(label('/at/gibt-es-nicht/123')).toBe('/at/*');
  });

  it('names the route manifest, and a path no route matches', () => {
    expect(label('/__manifest')).toBe('manifest');
    const withoutSplat = createPageLabeller({
      routes: {
        root: { id: 'root', path: '' },
        prices: { id: 'prices', parentId: 'root', path: 'heizoelpreise' },
      },
      routeDiscovery: { manifestPath: '/__manifest' },
    });
    expect(withoutSplat('/heizoelpreise')).toBe('/heizoelpreise');
    expect(withoutSplat('/metrics')).toBe('unmatched');
  });

  it('labels every page `page` without a build (the development server)', () => {
    const development = createPageLabeller(undefined);
    expect(development('/heizoelpreise/bayern')).toBe('page');
    expect(development('/__manifest')).toBe('page');
  });
});
