import type { Offer } from './market.types.js';

/**
 * Cheapest all-in price first; on a tie the better-rated dealer, then the earlier delivery, then the
 * lower branch id, so equal inputs always give the same order.
 */
export function compareOffers(a: Offer, b: Offer): number {
  if (a.grossTotal !== b.grossTotal) return a.grossTotal - b.grossTotal;
  if (a.ratingAverage !== b.ratingAverage) return b.ratingAverage - a.ratingAverage;
  // 'YYYY-MM-DD' strings sort like the dates they name.
  if (a.earliestDelivery !== b.earliestDelivery) return a.earliestDelivery < b.earliestDelivery ? -1 : 1;
  return a.branchId - b.branchId;
}

/** A new array in ranking order; the input is left as it was. */
export function rankOffers(offers: Iterable<Offer>): Offer[] {
  return Array.from(offers).sort(compareOffers);
}
