import { describe, expect, it } from '@jest/globals';

import { makeOffer } from './offers.fixture.js';
import { compareOffers, rankOffers } from './ranking.js';

const branchIds = (offers: Iterable<{ branchId: number }>) => Array.from(offers, (offer) => offer.branchId);

describe('rankOffers', () => {
  it('puts the lowest all-in price first', () => {
    const offers = [
      makeOffer({ branchId: 1, grossTotal: 320_000, ratingAverage: 500 }),
      makeOffer({ branchId: 2, grossTotal: 310_000, ratingAverage: 100 }),
      makeOffer({ branchId: 3, grossTotal: 315_000 }),
    ];
    expect(branchIds(rankOffers(offers))).toEqual([2, 3, 1]);
  });

  it('breaks a price tie by the better rating', () => {
    const offers = [
      makeOffer({ branchId: 1, ratingAverage: 380, earliestDelivery: '2025-06-03' }),
      makeOffer({ branchId: 2, ratingAverage: 470, earliestDelivery: '2025-06-09' }),
    ];
    expect(branchIds(rankOffers(offers))).toEqual([2, 1]);
  });

  it('breaks a price and rating tie by the earlier delivery', () => {
    const offers = [
      makeOffer({ branchId: 1, earliestDelivery: '2025-06-10' }),
      makeOffer({ branchId: 2, earliestDelivery: '2025-06-09' }),
      makeOffer({ branchId: 3, earliestDelivery: '2025-05-30' }),
    ];
    expect(branchIds(rankOffers(offers))).toEqual([3, 2, 1]);
  });

  it('breaks a full tie by the lower branch id', () => {
    const offers = [makeOffer({ branchId: 9 }), makeOffer({ branchId: 4 }), makeOffer({ branchId: 7 })];
    expect(branchIds(rankOffers(offers))).toEqual([4, 7, 9]);
  });

  it('gives the same order whatever the input order, and leaves the input alone', () => {
    const offers = [
      makeOffer({ branchId: 5, grossTotal: 300_000, ratingAverage: 400 }),
      makeOffer({ branchId: 3, grossTotal: 300_000, ratingAverage: 400 }),
      makeOffer({ branchId: 8, grossTotal: 300_000, ratingAverage: 450 }),
      makeOffer({ branchId: 1, grossTotal: 300_000, ratingAverage: 400, earliestDelivery: '2025-06-12' }),
      makeOffer({ branchId: 2, grossTotal: 299_999, ratingAverage: 0 }),
    ];
    const expected = [2, 8, 3, 5, 1];
    expect(branchIds(rankOffers(offers))).toEqual(expected);
    expect(branchIds(rankOffers([...offers].reverse()))).toEqual(expected);
    expect(branchIds(rankOffers(new Set(offers)))).toEqual(expected);
    expect(branchIds(offers)).toEqual([5, 3, 8, 1, 2]);
  });

  it('compares an offer with itself as equal', () => {
    const offer = makeOffer();
    expect(compareOffers(offer, offer)).toBe(0);
  });
});
