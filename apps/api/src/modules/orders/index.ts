/**
 * The orders module's public surface: what other modules may import. Everything else in this folder
 * (repository, services, DTOs not listed here, domain/) is the module's own.
 */
import type { OrderPlaced, OrderRated, OrderStatusChanged } from './order-events.type.js';

export { OrdersModule } from './orders.module.js';
/** The back office's read-only view over all orders (console dashboard). */
export { OrderOverview, type SiteDay, type WaitingOrder } from './order-overview.service.js';
export type { OrderPlaced, OrderRated, OrderStatusChanged } from './order-events.type.js';
/** Answers of the order endpoints, for other modules' tests that walk through an order. */
export type { OrderOutput } from './dto/order.output.js';
export type { OrderCommonDataOutput } from './dto/order-common-data.output.js';
export type { OrderQuoteOutput } from './dto/order-quote.output.js';
export type { OrderPlacedOutput } from './dto/order-placed.output.js';

declare module '../../core/events/domain-events.js' {
  interface DomainEventMap {
    /** Published inside the placement's transaction; orders' own handler queues the mails to customer and dealer. */
    'orders.placed': OrderPlaced;
    /** Every move of the state machine, inside its transaction; orders' own handler queues the customer's mail. */
    'orders.status-changed': OrderStatusChanged;
    /** A rating, inside the rating's transaction; the dealers module keeps it and updates the dealer's mean. */
    'orders.rated': OrderRated;
  }
}
