import { describe, expect, it } from 'vitest';
import { offerFixture } from './offer.fixture';
import { sortOffers } from './offer-sort.util';

const offers = [
  offerFixture({ Rank: 2, DealerId: 2, Rating: 4.9, RatingCount: 10, EarliestDelivery: '2026-11-25' }),
  offerFixture({ Rank: 1, DealerId: 1, Rating: 3.5, RatingCount: 900, EarliestDelivery: '2026-11-26' }),
  offerFixture({ Rank: 3, DealerId: 3, Rating: 4.9, RatingCount: 50, EarliestDelivery: '2026-11-24' }),
];
const dealers = (sorted: typeof offers) => sorted.map((offer) => offer.DealerId);

describe('sortOffers', () => {
  it('keeps the ranking by total price by default', () => {
    expect(dealers(sortOffers(offers, 'price'))).toEqual([1, 2, 3]);
  });

  it('sorts by rating, then by number of ratings', () => {
    expect(dealers(sortOffers(offers, 'rating'))).toEqual([3, 2, 1]);
  });

  it('sorts by the earliest delivery day', () => {
    expect(dealers(sortOffers(offers, 'delivery'))).toEqual([3, 2, 1]);
  });

  it('leaves the input alone', () => {
    sortOffers(offers, 'rating');
    expect(dealers(offers)).toEqual([2, 1, 3]);
  });
});
