import { describe, expect, it } from 'vitest';
import { offerFixture } from './offer.fixture';
import { offerBadge, offerCardTexts } from './offer-format.util';

const NBSP = '\u00a0';

describe('offerCardTexts', () => {
  it('formats prices, delivery, rating and VAT the German way on the de site', () => {
    expect(offerCardTexts(offerFixture(), 'de')).toEqual({
      totalPrice: `2.932,40${NBSP}€`,
      unitPrice: `97,75${NBSP}€ / 100 l`,
      delivery: 'Lieferung zwischen 24.11.2026 und 27.11.2026',
      rating: '4,6',
      ratingCount: '1.234 Bewertungen',
      vat: 'inkl. 19 % MwSt.',
      badge: 'Bestpreis',
    });
  });

  it('puts the euro sign first on the at site and quotes 20 % VAT', () => {
    const texts = offerCardTexts(offerFixture({ VatRate: 20, Rank: 2 }), 'at');

    expect(texts).toMatchObject({ totalPrice: `€${NBSP}2.932,40`, vat: 'inkl. 20 % MwSt.', badge: 'Top 3' });
  });

  it('uses Swiss francs and separators on the ch site, kilograms for pellets', () => {
    const offer = offerFixture({ Currency: 'CHF', VatRate: 8.1, Unit: 'kg', UnitPrice: 31990, Rank: 4 });

    expect(offerCardTexts(offer, 'ch')).toMatchObject({
      totalPrice: `CHF${NBSP}2'932.40`,
      unitPrice: `CHF${NBSP}319.90 / 100 kg`,
      rating: '4.6',
      ratingCount: "1'234 Bewertungen",
      vat: 'inkl. 8.1 % MwSt.',
      badge: undefined,
    });
  });

  it('names a single delivery day and a single rating', () => {
    const texts = offerCardTexts(offerFixture({ LatestDelivery: '2026-11-24', RatingCount: 1 }), 'de');

    expect(texts.delivery).toBe('Lieferung am 24.11.2026');
    expect(texts.ratingCount).toBe('1 Bewertung');
  });
});

describe('offerBadge', () => {
  it('marks the best offer and the top 3', () => {
    expect([1, 2, 3, 4].map(offerBadge)).toEqual(['Bestpreis', 'Top 3', 'Top 3', undefined]);
  });
});
