import { Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { orders } from '@fuel/db';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

/**
 * The accounts module's window onto the orders table: whether a customer has ever ordered (the hasAnyOrder
 * claim and GET /api/jwt/kunde/hat-bestellungen), and moving a claimed guest's orders to the account. It lives
 * here rather than in the orders module because orders depends on accounts, not the other way round.
 */
@Injectable()
export class CustomerOrdersLookup {
  constructor(private readonly runner: TransactionRunner) {}

  async hasAnyOrder(userId: number): Promise<boolean> {
    const rows = await this.runner.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .limit(1);
    return rows.length > 0;
  }

  /** Moves the orders (and with them their ratings, which hang on the order) of `fromUserIds` to `toUserId`. */
  async moveOrders(fromUserIds: readonly number[], toUserId: number): Promise<number> {
    if (fromUserIds.length === 0) return 0;
    const moved = await this.runner.db
      .update(orders)
      .set({ userId: toUserId })
      .where(inArray(orders.userId, [...fromUserIds]))
      .returning({ id: orders.id });
    return moved.length;
  }
}
