import type { CountryId } from '@fuel/domain';
import type { DealerReliability } from '@fuel/domain/dealers';

/**
 * The dealer page's reliability figures come from the orders, but orders imports dealers (names, addresses):
 * the dealers module declares this port and the orders module implements it and provides it globally, so
 * dealers never imports orders (like accounts' OrderHistory).
 */
export abstract class DealerOrderFigures {
  /**
   * Confirmation, on-time and cancellation rate of the dealer's orders placed in the last 365 days of the
   * site (`@fuel/domain/dealers` dealerReliability), from one aggregate query.
   */
  abstract of(dealerId: number, countryId: CountryId, now: Date): Promise<DealerReliability>;
}
