import { type CountryCode, COUNTRIES, DEFAULT_COUNTRY_CODE, countryByCode } from '@fuel/domain';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { BRAND_NAME } from '../../ui/brand.constant';
import { siteContext } from '../site/site.context';
import { breadcrumbListLd } from './json-ld.util';
import type { JsonLdObject } from './json-ld.type';
import { type SeoTarget, absoluteSiteUrl, siteUrlsOf } from './site-url.util';

const ALL_SITES: readonly CountryCode[] = COUNTRIES.map((c) => c.code);
const INDEX = 'index, follow';
const NO_INDEX = 'noindex, follow';

/** A level of the page's breadcrumb trail (site path without prefix; the page itself has none). */
export interface SeoCrumb {
  readonly label: string;
  readonly path?: string;
}

/** What a loader says about its page; everything absolute is worked out by buildPageSeo. */
export interface PageSeoInput {
  /** Without the brand, which is appended. */
  readonly title: string;
  readonly description: string;
  /** Site path without prefix and query: '/heizoelpreise/bayern'. */
  readonly path: string;
  /**
   * The page exists at the same path on every site (home, price overview, news list …): hreflang links
   * to all three. Pages of one site only (a state, a dealer, an article) have no alternates.
   */
  readonly onAllSites?: boolean;
  /** Filtered or personal views (an offer list for one postal code): followed but not indexed. */
  readonly noIndex?: boolean;
  /** Levels below the start page; becomes a BreadcrumbList. */
  readonly breadcrumbs?: readonly SeoCrumb[];
  readonly jsonLd?: readonly JsonLdObject[];
}

export interface SeoAlternate {
  readonly hrefLang: string;
  readonly href: string;
}

/** Everything the page head needs, serialisable as loader data. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly SeoAlternate[];
  readonly robots: string;
  /** Open Graph locale: 'de_DE'. */
  readonly locale: string;
  readonly jsonLd: readonly JsonLdObject[];
}

/** The page's head data: absolute canonical URL, hreflang alternates, robots and structured data. */
export function buildPageSeo(target: SeoTarget, input: PageSeoInput): PageSeo {
  const canonical = absoluteSiteUrl(target, input.path);
  const sites = siteUrlsOf(target, input.path, input.onAllSites ? ALL_SITES : []);
  const xDefault = sites.find((s) => s.code === DEFAULT_COUNTRY_CODE);
  const alternates: SeoAlternate[] = sites.map(({ hrefLang, href }) => ({ hrefLang, href }));
  if (xDefault) alternates.push({ hrefLang: 'x-default', href: xDefault.href });
  const crumbs = input.breadcrumbs
    ? [
        breadcrumbListLd([
          { name: 'Startseite', url: absoluteSiteUrl(target, '/') },
          ...input.breadcrumbs.map((crumb) => ({
            name: crumb.label,
            url: absoluteSiteUrl(target, crumb.path ?? input.path),
          })),
        ]),
      ]
    : [];
  return {
    title: `${input.title} | ${BRAND_NAME}`,
    description: input.description,
    canonical,
    alternates,
    robots: input.noIndex ? NO_INDEX : INDEX,
    locale: countryByCode(target.site.code).iso.replace('-', '_'),
    jsonLd: [...(input.jsonLd ?? []), ...crumbs],
  };
}

/**
 * The target of the current request, for loaders: its site, whose origin is configured. The request URL
 * is deliberately not used: its host comes from the Host or X-Forwarded-Host header.
 */
export function seoTargetOf(args: { readonly context: Readonly<RouterContextProvider> }): SeoTarget {
  return { site: args.context.get(siteContext) };
}

/** buildPageSeo for a loader. */
export function pageSeo(
  args: { readonly context: Readonly<RouterContextProvider>; readonly url: URL },
  input: PageSeoInput,
): PageSeo {
  return buildPageSeo(seoTargetOf(args), input);
}

/** The meta descriptors of a route from its loader's PageSeo; only the brand when there is none (errors). */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: BRAND_NAME }];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.robots },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: seo.locale },
    ...seo.jsonLd.map((ld) => ({ 'script:ld+json': ld })),
  ];
}
