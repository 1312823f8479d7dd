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
}
