import { describe, expect, it } from 'vitest';
import {
  decimalPrice,
  localBusinessLd,
  newsArticleLd,
  organizationLd,
  productAggregateOfferLd,
} from './json-ld.util';

describe('decimalPrice', () => {
  it.each([
    [9984, '99.84'],
    [5, '0.05'],
    [-120, '-1.20'],
    [100_000, '1000.00'],
  ])('%i → %s', (cents, text) => {
    expect(decimalPrice(cents)).toBe(text);
  });
});

describe('JSON-LD builders', () => {
  it('Organization with the site hotline', () => {
    expect(
      organizationLd({
        url: 'https://x.de/',
        logoUrl: 'https://x.de/favicon.svg',
        telephone: '+49 800 0000000',
        countryCode: 'de',
      }),
    ).toMatchObject({
      '@type': 'Organization',
      name: 'Heizöl-Marktplatz',
      contactPoint: { telephone: '+49 800 0000000', areaServed: 'DE' },
    });
  });

  it('Product with an AggregateOffer in decimal prices per 100 l', () => {
    const ld = productAggregateOfferLd({
      name: 'Heizöl in Bayern',
      description: 'd',
      url: 'https://x.de/heizoelpreise/bayern',
      currency: 'EUR',
      lowPrice: 9512,
      highPrice: 10_390,
      offerCount: 96,
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '95.12',
        highPrice: '103.90',
        offerCount: 96,
      },
    });
  });

  it('LocalBusiness leaves out a rating without ratings and coordinates it does not know', () => {
    const ld = localBusinessLd({
      name: 'Öl Meier',
      url: 'https://x.de/heizoelhaendler/bayern/80331/1',
      zipCode: '80331',
      city: 'München',
      countryCode: 'de',
      rating: { value: 4.56, count: 0 },
    });
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.geo).toBeUndefined();
    expect(ld.address).toMatchObject({ postalCode: '80331', addressCountry: 'DE' });
    const rated = localBusinessLd({
      name: 'Öl Meier',
      url: 'u',
      zipCode: '80331',
      city: 'München',
      countryCode: 'de',
      latitude: 48.1,
      longitude: 11.5,
      rating: { value: 4.56, count: 12 },
    });
    expect(rated.aggregateRating).toMatchObject({ ratingValue: 4.6, ratingCount: 12 });
    expect(rated.geo).toMatchObject({ latitude: 48.1, longitude: 11.5 });
  });

  it('NewsArticle is modified when published unless told otherwise', () => {
    const ld = newsArticleLd({
      headline: 'Heizöl wird günstiger',
      description: 'd',
      url: 'https://x.de/news/artikel/a',
      datePublished: '2026-11-20T08:00:00.000Z',
      publisherUrl: 'https://x.de/',
      logoUrl: 'https://x.de/favicon.svg',
    });
    expect(ld).toMatchObject({ '@type': 'NewsArticle', dateModified: '2026-11-20T08:00:00.000Z' });
    expect(ld.image).toBeUndefined();
  });
});
