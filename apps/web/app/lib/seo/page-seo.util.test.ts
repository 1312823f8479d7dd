import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE } from '../site/site-provider';
import { siteContext } from '../site/site.context';
import { buildPageSeo, pageSeo, seoMeta } from './page-seo.util';
import type { SeoTarget } from './site-url.util';

const SHARED_HOST_AT: SeoTarget = {
  site: { code: 'at', siteRoots: { de: '', at: '/at', ch: '/ch' }, origin: 'http://localhost:3000' },
};
const OWN_DOMAIN_DE: SeoTarget = {
  site: {
    code: 'de',
    siteRoots: { de: '', at: 'https://heizoel.example.at', ch: 'https://heizoel.example.ch' },
    origin: 'https://heizoel.example.de',
  },
};

describe('buildPageSeo', () => {
  it('makes the canonical URL absolute under the site prefix on the shared host', () => {
    const seo = buildPageSeo(SHARED_HOST_AT, {
      title: 'Heizölpreise',
      description: 'd',
      path: '/heizoelpreise',
    });
    expect(seo.canonical).toBe('http://localhost:3000/at/heizoelpreise');
    expect(seo.title).toBe('Heizölpreise | Heizöl-Marktplatz');
    expect(seo.robots).toBe('index, follow');
    expect(seo.locale).toBe('de_AT');
  });

  it('spells a start page like the site links do', () => {
    expect(buildPageSeo(SHARED_HOST_AT, { title: 't', description: 'd', path: '/' }).canonical).toBe(
      'http://localhost:3000/at',
    );
    expect(buildPageSeo(OWN_DOMAIN_DE, { title: 't', description: 'd', path: '/' }).canonical).toBe(
      'https://heizoel.example.de/',
    );
  });

  it('links the three sites and x-default (the de site) for a page on every site', () => {
    const seo = buildPageSeo(OWN_DOMAIN_DE, {
      title: 't',
      description: 'd',
      path: '/news',
      onAllSites: true,
    });
    expect(seo.alternates).toEqual([
      { hrefLang: 'de-DE', href: 'https://heizoel.example.de/news' },
      { hrefLang: 'de-AT', href: 'https://heizoel.example.at/news' },
      { hrefLang: 'de-CH', href: 'https://heizoel.example.ch/news' },
      { hrefLang: 'x-default', href: 'https://heizoel.example.de/news' },
    ]);
  });

  it('has no alternates for a page of one site and can keep a page out of the index', () => {
    const seo = buildPageSeo(SHARED_HOST_AT, {
      title: 't',
      description: 'd',
      path: '/heizoelpreise/tirol',
      noIndex: true,
    });
    expect(seo.alternates).toEqual([]);
    expect(seo.robots).toBe('noindex, follow');
  });

  it('adds a BreadcrumbList from the start page down to the page itself', () => {
    const seo = buildPageSeo(SHARED_HOST_AT, {
      title: 't',
      description: 'd',
      path: '/heizoelpreise/tirol',
      breadcrumbs: [{ label: 'Heizölpreise', path: '/heizoelpreise' }, { label: 'Tirol' }],
    });
    expect(seo.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'http://localhost:3000/at' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Heizölpreise',
            item: 'http://localhost:3000/at/heizoelpreise',
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Tirol',
            item: 'http://localhost:3000/at/heizoelpreise/tirol',
          },
        ],
      },
    ]);
  });
});

describe('pageSeo', () => {
  it('takes the configured origin, never the host the request came in on (Host, X-Forwarded-Host)', () => {
    const context = new RouterContextProvider();
    context.set(siteContext, { ...FALLBACK_SITE, origin: 'https://heizoel.example.de' });
    // React Router builds the request URL from the Host or a trusted proxy's X-Forwarded-Host.
    const url = new URL('http://evil.example/heizoelpreise');
    const seo = pageSeo(
      { context, url },
      { title: 't', description: 'd', path: '/heizoelpreise', onAllSites: true },
    );
    expect(seo.canonical).toBe('https://heizoel.example.de/heizoelpreise');
    expect(seo.alternates.map((a) => a.href)).toEqual([
      'https://heizoel.example.de/heizoelpreise',
      'https://heizoel.example.de/at/heizoelpreise',
      'https://heizoel.example.de/ch/heizoelpreise',
      'https://heizoel.example.de/heizoelpreise',
    ]);
    expect(JSON.stringify(seoMeta(seo))).not.toContain('evil.example');
  });
});

describe('seoMeta', () => {
  it('is only the brand without page data (error pages)', () => {
    expect(seoMeta(undefined)).toEqual([{ title: 'Heizöl-Marktplatz' }]);
  });

  it('emits title, description, robots, canonical, alternates, Open Graph and JSON-LD', () => {
    const seo = buildPageSeo(OWN_DOMAIN_DE, {
      title: 'Heizölpreise',
      description: 'Aktuelle Preise',
      path: '/heizoelpreise',
      onAllSites: true,
      jsonLd: [{ '@type': 'Product', name: 'Heizöl' }],
    });
    const meta = seoMeta(seo);
    expect(meta).toContainEqual({ title: 'Heizölpreise | Heizöl-Marktplatz' });
    expect(meta).toContainEqual({ name: 'description', content: 'Aktuelle Preise' });
    expect(meta).toContainEqual({ name: 'robots', content: 'index, follow' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://heizoel.example.de/heizoelpreise',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de-CH',
      href: 'https://heizoel.example.ch/heizoelpreise',
    });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://heizoel.example.de/heizoelpreise' });
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'Product', name: 'Heizöl' } });
  });
});
