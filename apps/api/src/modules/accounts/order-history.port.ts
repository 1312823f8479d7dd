import type { CountryId } from '@fuel/domain';
import type { OrderStatus } from '@fuel/domain/orders';

/** One order as the back office's user page lists it. */
export interface OrderSummary {
  readonly orderId: number;
  readonly orderNumber: string;
  readonly placedAt: Date;
  readonly status: OrderStatus;
  readonly grossTotal: number;
  readonly countryId: CountryId;
}

/**
 * What the accounts module needs to know of a customer's orders, without reading the orders table: the
 * orders module implements it and provides it globally (`{ provide: OrderHistory, useExisting: … }`), so
 * accounts injects it without importing the orders module.
 */
export abstract class OrderHistory {
  /** Whether the user ever placed an order (the token's hasAnyOrder, GET /api/jwt/kunde/hat-bestellungen). */
  abstract hasAnyOrder(userId: number): Promise<boolean>;

  /**
   * How many orders these users placed, all together (a guest claim reports how many it moves). Reads
   * through the surrounding transaction.
   */
  abstract orderCount(userIds: readonly number[]): Promise<number>;

  /** The user's newest orders (at most 200), newest first: the back office's user page. */
  abstract recentOrders(userId: number): Promise<OrderSummary[]>;
}
