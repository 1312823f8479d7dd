import type { CurrencyCode } from '@fuel/domain';
import { BRAND_NAME } from '../../ui/brand.constant';
import type { JsonLdObject } from './json-ld.type';

const CONTEXT = 'https://schema.org';

/** Minor units as schema.org wants a price: '99.84' (no float in between). */
export function decimalPrice(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The marketplace itself: on the start page of each site. */
export function organizationLd(input: {
  readonly url: string;
  readonly logoUrl: string;
  readonly telephone: string;
  readonly countryCode: string;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: BRAND_NAME,
    url: input.url,
    logo: input.logoUrl,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: input.telephone,
      contactType: 'customer service',
      areaServed: input.countryCode.toUpperCase(),
      availableLanguage: 'German',
    },
  };
}

export interface AggregateOfferInput {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly currency: CurrencyCode;
  /** Cents/Rappen per 100 units. */
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly offerCount: number;
}

/** Heating oil of a region as a product whose dealers' offers span lowPrice…highPrice (per 100 l). */
export function productAggregateOfferLd(input: AggregateOfferInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: input.currency,
      lowPrice: decimalPrice(input.lowPrice),
      highPrice: decimalPrice(input.highPrice),
      offerCount: input.offerCount,
      // The price is quoted per 100 litres, not per unit sold.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: decimalPrice(input.lowPrice),
        priceCurrency: input.currency,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 100, unitCode: 'LTR' },
      },
    },
  };
}

export interface LocalBusinessInput {
  readonly name: string;
  readonly url: string;
  readonly street?: string;
  readonly zipCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly telephone?: string;
  /** Mean stars (1–5) and how many ratings it rests on; left out without ratings. */
  readonly rating?: { readonly value: number; readonly count: number };
}

/** A dealer or one of its branches. */
export function localBusinessLd(input: LocalBusinessInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: input.name,
    url: input.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.street,
      postalCode: input.zipCode,
      addressLocality: input.city,
      addressCountry: input.countryCode.toUpperCase(),
    },
    geo:
      input.latitude !== undefined && input.longitude !== undefined
        ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude }
        : undefined,
    telephone: input.telephone,
    aggregateRating:
      input.rating && input.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(input.rating.value * 10) / 10,
            ratingCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

export interface NewsArticleInput {
  readonly headline: string;
  readonly description: string;
  readonly url: string;
  readonly imageUrl?: string;
  /** ISO date-time. */
  readonly datePublished: string;
  readonly dateModified?: string;
  readonly publisherUrl: string;
  readonly logoUrl: string;
}

export function newsArticleLd(input: NewsArticleInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: input.url,
    image: input.imageUrl ? [input.imageUrl] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Organization', name: BRAND_NAME, url: input.publisherUrl },
    publisher: {
      '@type': 'Organization',
      name: BRAND_NAME,
      logo: { '@type': 'ImageObject', url: input.logoUrl },
    },
  };
}

/** Levels from the start page down to the page itself; the last may have no URL. */
export function breadcrumbListLd(items: readonly { readonly name: string; readonly url?: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  } satisfies JsonLdObject;
}
