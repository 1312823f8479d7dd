import { describe, expect, it } from 'vitest';
import {
  parseSitemapFile,
  robotsTxt,
  sitemapFilePath,
  sitemapIndexXml,
  sitesOnThisHost,
  staticSitePaths,
  urlsetXml,
} from './sitemap.util';

describe('sitemap files', () => {
  it('names one file per site and kind and reads it back', () => {
    expect(sitemapFilePath('at', 'preise')).toBe('/sitemaps/at-preise.xml');
    expect(parseSitemapFile('at-preise.xml')).toEqual({ code: 'at', kind: 'preise' });
    expect(parseSitemapFile('fr-preise.xml')).toBeUndefined();
    expect(parseSitemapFile('at-rezepte.xml')).toBeUndefined();
  });

  it('lists every site on the shared host, only its own on a country domain', () => {
    expect(sitesOnThisHost({ siteRoots: { de: '', at: '/at', ch: '/ch' } })).toEqual(['de', 'at', 'ch']);
    expect(sitesOnThisHost({ siteRoots: { de: 'https://x.de', at: '', ch: 'https://x.ch' } })).toEqual([
      'at',
    ]);
  });
});

describe('staticSitePaths', () => {
  it("lists the shop's own pages, not the CMS pages (their list does) nor the terms' print view", () => {
    expect(staticSitePaths()).toEqual(expect.arrayContaining(['/', '/news', '/heizoel/angebotsliste']));
    for (const path of ['/impressum', '/datenschutz', '/agb', '/info-center', '/druckansicht/agb']) {
      expect(staticSitePaths()).not.toContain(path);
    }
  });
});

describe('XML', () => {
  it('writes a urlset with escaped locations and optional lastmod', () => {
    expect(
      urlsetXml([
        { loc: 'https://x.de/a?b=1&c=2' },
        { loc: 'https://x.de/n', lastmod: '2026-11-20T08:00:00.000Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.de/a?b=1&#38;c=2</loc></url>\n' +
        '<url><loc>https://x.de/n</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.de/sitemaps/de-news.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.de/sitemaps/de-news.xml</loc></sitemap>',
    );
  });
});

describe('robotsTxt', () => {
  it('closes the private areas of every site on the host and points to the sitemap index', () => {
    const text = robotsTxt('https://x.de', ['', '/at']);
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /at/benutzerkonto/\n');
    expect(text.trim().endsWith('Sitemap: https://x.de/sitemap.xml')).toBe(true);
  });
});
