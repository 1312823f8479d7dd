import type { OrderActor } from '@fuel/domain';

/** The dealer portal's order list; an order's page is below it (`/haendler/bestellungen/{orderId}`). */
export const DEALER_ORDERS_PATH = '/haendler/bestellungen';

/** The status filters of the dealer portal, in the order of an order's life. */
export const DEALER_STATUS_FILTERS = ['placed', 'confirmed', 'delivered', 'declined'] as const;
export type DealerStatusFilter = (typeof DEALER_STATUS_FILTERS)[number];

/** Who moved an order, as the order history names them. */
export const ORDER_ACTOR_LABELS: Readonly<Record<OrderActor, string>> = {
  customer: 'Kunde',
  dealer: 'Händler',
  staff: 'Kundenservice',
};
