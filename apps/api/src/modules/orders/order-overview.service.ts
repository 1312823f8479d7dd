import { Injectable } from '@nestjs/common';
import { dealers, orders } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

/** Orders and revenue of one site on one day; revenue in the site currency's sub-unit (cent, Rappen). */
export interface SiteDay {
  readonly countryId: CountryId;
  readonly orders: number;
  readonly revenue: number;
}

export interface WaitingOrder {
  readonly orderId: number;
  readonly orderNumber: string;
  readonly countryId: CountryId;
  readonly dealerName: string;
  readonly placedAt: Date;
}

/** The day starts at midnight on the sites' clocks (de, at and ch share Central European time). */
const SITE_TIME_ZONE = 'Europe/Berlin';

/**
 * The back office's view over all orders, read-only: today's figures and orders the dealer has left
 * unconfirmed. Joins the dealers' names (read-only, across owners: README, "Joins across owners").
 */
@Injectable()
export class OrderOverview {
  constructor(private readonly runner: TransactionRunner) {}

  /** Orders placed since midnight on the sites' clocks, per site; cancelled ones count too (they were placed). */
  async today(): Promise<SiteDay[]> {
    const midnight = sql`(date_trunc('day', now() at time zone ${SITE_TIME_ZONE}) at time zone ${SITE_TIME_ZONE})`;
    const rows = await this.runner.db
      .select({
        countryId: orders.countryId,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.grossTotal}), 0)::bigint`,
      })
      .from(orders)
      .where(gte(orders.placedAt, midnight))
      .groupBy(orders.countryId);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** Placed orders the dealer has neither confirmed nor declined by `before`: the oldest first. */
  async waitingForDealer(before: Date, limit: number): Promise<{ count: number; oldest: WaitingOrder[] }> {
    const waiting = and(eq(orders.status, 'placed'), lt(orders.placedAt, before));
    const [total] = await this.runner.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(waiting);
    const oldest = await this.runner.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        countryId: orders.countryId,
        dealerName: dealers.name,
        placedAt: orders.placedAt,
      })
      .from(orders)
      .innerJoin(dealers, eq(dealers.id, orders.dealerId))
      .where(waiting)
      .orderBy(asc(orders.placedAt))
      .limit(limit);
    return { count: total?.count ?? 0, oldest };
  }
}
