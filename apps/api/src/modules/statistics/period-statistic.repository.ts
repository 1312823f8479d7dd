import { Injectable } from '@nestjs/common';
import { orders } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { OPTION_IDS } from '@fuel/domain/offers';
import { and, eq, gte, like, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { StatisticGrouping } from './period-statistic.constant.js';

/** The sites' calendar (de, at and ch share Central European time). */
const SITE_TIME_ZONE = 'Europe/Berlin';

export interface StatisticFilter {
  readonly countryId: CountryId;
  /** First and last day of the period, YYYY-MM-DD on the sites' calendar. */
  readonly from: string;
  readonly to: string;
  readonly productId?: number;
  readonly zipPrefix?: string;
  readonly grouping: StatisticGrouping;
}

/** Sums of one period as PostgreSQL aggregates them; money in cent/Rappen. */
export interface PeriodSums {
  readonly period: string;
  readonly orders: number;
  readonly amount: number;
  readonly revenue: number;
  readonly instalmentOrders: number;
}

/**
 * Reads the `order` table of the orders module, read-only and aggregated in the database (README, "Reads
 * across owners"): a statistic over years of orders must not load them into the API. Cancelled and declined
 * orders were never sold and stay out.
 */
@Injectable()
export class PeriodStatisticRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async sums(filter: StatisticFilter): Promise<PeriodSums[]> {
    const siteDay = (day: string, plusDays: number): SQL =>
      sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;
    const conditions: SQL[] = [
      eq(orders.countryId, filter.countryId),
      gte(orders.placedAt, siteDay(filter.from, 0)),
      lt(orders.placedAt, siteDay(filter.to, 1)),
      notInArray(orders.status, ['cancelled', 'declined']),
    ];
    if (filter.productId !== undefined) {
      conditions.push(sql`(${orders.price}->>'productId')::int = ${filter.productId}`);
    }
    if (filter.zipPrefix !== undefined) {
      conditions.push(like(sql`${orders.deliveryAddress}->>'zipCode'`, `${filter.zipPrefix}%`));
    }
    const rows = await this.runner.db
      .select({
        period: sql<string>`to_char(date_trunc(${filter.grouping}, ${orders.placedAt} at time zone ${SITE_TIME_ZONE}), 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${orders.amount})`,
        revenue: sql<string>`sum(${orders.grossTotal})`,
        instalmentOrders: sql<number>`(count(*) filter (where (${orders.payment}->>'paymentId')::int = ${OPTION_IDS.instalment}))::int`,
      })
      .from(orders)
      .where(and(...conditions))
      // By position: the grouping is a bound parameter, which PostgreSQL would not match between the clauses.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return rows.map((row) => ({ ...row, amount: Number(row.amount), revenue: Number(row.revenue) }));
  }
}
