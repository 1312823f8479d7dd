/** The status filters of the dealer portal, in the order of an order's life. */
export const DEALER_STATUS_FILTERS = ['placed', 'confirmed', 'delivered', 'declined'] as const;
export type DealerStatusFilter = (typeof DEALER_STATUS_FILTERS)[number];
