/**
 * What a CMS page is (issue #16): the info center's articles, the terms, the legal pages, the FAQ and
 * landing pages. The kind decides where the site links a page, not how it is edited.
 */
export const PAGE_KINDS = ['info-center', 'terms', 'imprint', 'privacy', 'faq', 'landing'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** German names of the kinds, for the back office. */
export const PAGE_KIND_NAMES: Readonly<Record<PageKind, string>> = {
  'info-center': 'Info-Center',
  terms: 'AGB',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  faq: 'FAQ',
  landing: 'Landingpage',
};

/** A path segment: lower-case letters, digits and single hyphens (umlauts written out: ae, oe, ue, ss). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX_LENGTH = 80;
/** Pages nest at most this deep (`/info-center/heizoel/lagerung`). */
export const PAGE_TREE_MAX_DEPTH = 4;

/**
 * Paths the site's own routes answer; a page may not take them (it would never be reached, or would hide a
 * shop screen). Checked on the first segment of a page's path.
 */
export const RESERVED_PAGE_ROOTS = [
  'api',
  'benutzerkonto',
  'kunde',
  'support',
  'admin',
  'news',
  'heizoelpreise',
  'heizoelhaendler',
  'heizoel',
  'diesel',
  'holzpellets-lose',
  'holzpellets-sackware',
  'adblue',
  'medienverwaltung',
  'media',
  'vorschau',
  'export-orders',
  'statistics',
  'stornomanagement',
  'sitemap.xml',
  'robots.txt',
] as const;

/** What a page says: the draft and each revision hold this; the published version is a copy of it. */
export interface PageContent {
  readonly title: string;
  /** A sentence under the title and the meta description's fallback. */
  readonly description: string;
  /** Rich text (HTML within RICH_TEXT_ALLOW_LIST). */
  readonly body: string;
  /** `<title>`; the title when empty. */
  readonly seoTitle: string;
  /** Meta description; the description when empty. */
  readonly seoDescription: string;
  /** Keep search engines off the page (and out of the sitemap). */
  readonly noIndex: boolean;
}

export const PAGE_CONTENT_LIMITS = {
  title: 160,
  description: 400,
  body: 200_000,
  seoTitle: 70,
  seoDescription: 170,
} as const;
