import type { OrderActor } from '@fuel/domain';

/** The dealer portal's order list; an order's page is below it (`/haendler/bestellungen/{orderId}`). */
export const DEALER_ORDERS_PATH = '/haendler/bestellungen';

/** The status filters of the dealer portal, in the order of an order's life. */
export const DEALER_STATUS_FILTERS = ['placed', 'confirmed', 'delivered', 'declined'] as const;
export type DealerStatusFilter = (typeof DEALER_STATUS_FILTERS)[number];

/** What a dealer does with an order, as its AllowedActions name them (the forms' `intent`). */
export const DEALER_ACTIONS = ['confirm', 'decline', 'deliver'] as const;
export type DealerPortalAction = (typeof DEALER_ACTIONS)[number];

/** The answer of a portal action that did not succeed: which form of which order, and why (German). */
export interface DealerActionResult {
  readonly intent: string;
  readonly orderId: number;
  readonly error: string;
}

/** Who moved an order, as the order history names them. */
export const ORDER_ACTOR_LABELS: Readonly<Record<OrderActor, string>> = {
  customer: 'Kunde',
  dealer: 'Händler',
  staff: 'Kundenservice',
};
