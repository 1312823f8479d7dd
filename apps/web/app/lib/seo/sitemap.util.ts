import { COUNTRIES, type CountryCode, PRODUCT_GROUPS } from '@fuel/domain';
import { isAbsoluteHref } from '../site/site-links.util';
import type { SiteData } from '../site/site.type';

/** The kinds of sitemap per site: web-side pages, and the three lists the API knows. */
export const SITEMAP_KINDS = {
  seiten: undefined,
  preise: 'prices',
  haendler: 'dealers',
  news: 'news',
} as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const SITEMAP_FILE = /^(de|at|ch)-(seiten|preise|haendler|news)\.xml$/;

/** '/sitemaps/at-preise.xml' (host-relative: a sitemap lists only pages of its own host). */
export function sitemapFilePath(code: CountryCode, kind: SitemapKind): string {
  return `/sitemaps/${code}-${kind}.xml`;
}

export function parseSitemapFile(name: string): { code: CountryCode; kind: SitemapKind } | undefined {
  const match = SITEMAP_FILE.exec(name);
  if (!match) return undefined;
  return { code: match[1] as CountryCode, kind: match[2] as SitemapKind };
}

/** Sites served from this host: all three on the shared host, only its own on a country domain. */
export function sitesOnThisHost(site: Pick<SiteData, 'siteRoots'>): CountryCode[] {
  return COUNTRIES.map((c) => c.code).filter((code) => !isAbsoluteHref(site.siteRoots[code]));
}

/** The shop's own pages every site has that no API list covers. */
export function staticSitePaths(): string[] {
  return [
    '/',
    '/heizoelhaendler',
    '/news',
    '/heizoel-verbrauchsvergleich',
    ...PRODUCT_GROUPS.map((group) => `/${group.urlName}/angebotsliste`),
    // The info center and the legal pages are CMS pages: the sitemap lists them while they are published.
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  readonly loc: string;
  readonly lastmod?: string;
}

function entry(tag: 'url' | 'sitemap', url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(url.loc)}</loc>${lastmod}</${tag}>`;
}

/** A sitemap (urlset) of absolute URLs. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

/** The sitemap index pointing to the per-site, per-kind sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((u) => entry('sitemap', u)).join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: private areas closed on every site, the sitemap index of this host. */
export function robotsTxt(origin: string, prefixes: readonly string[]): string {
  const closed = [
    '/api/',
    '/session/',
    '/benutzerkonto/',
    '/persoenliche-daten',
    '/kunde/',
    '/haendler/',
    '/vorschau/',
  ];
  const lines = prefixes.flatMap((prefix) => closed.map((path) => `Disallow: ${prefix}${path}`));
  return [
    'User-agent: *',
    ...new Set(lines),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
