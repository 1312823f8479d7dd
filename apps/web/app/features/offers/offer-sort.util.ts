import type { OfferOutput } from '@fuel/api-client';

export type OfferSort = 'price' | 'rating' | 'delivery';

export const OFFER_SORT_LABELS: Readonly<Record<OfferSort, string>> = {
  price: 'Gesamtpreis',
  rating: 'Bewertung',
  delivery: 'Liefertermin',
};

export function isOfferSort(value: string): value is OfferSort {
  return Object.hasOwn(OFFER_SORT_LABELS, value);
}

type Compare = (a: OfferOutput, b: OfferOutput) => number;

const byRank: Compare = (a, b) => a.Rank - b.Rank;

const COMPARES: Readonly<Record<OfferSort, Compare>> = {
  // The server ranks by the all-in price.
  price: byRank,
  rating: (a, b) => b.Rating - a.Rating || b.RatingCount - a.RatingCount || byRank(a, b),
  delivery: (a, b) =>
    a.EarliestDelivery.localeCompare(b.EarliestDelivery) ||
    a.LatestDelivery.localeCompare(b.LatestDelivery) ||
    byRank(a, b),
};

export function sortOffers(offers: readonly OfferOutput[], sort: OfferSort): OfferOutput[] {
  return offers.toSorted(COMPARES[sort]);
}
