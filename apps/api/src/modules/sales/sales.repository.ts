import { Injectable } from '@nestjs/common';
import { dealerCommissions, dealers, orderCancellations, orders } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { DEFAULT_COMMISSION_BASIS_POINTS } from '@fuel/domain/orders';
import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

/** The sites' calendar (de, at and ch share Central European time). */
const SITE_TIME_ZONE = 'Europe/Berlin';

export interface SalesFilter {
  /** First and last day of the period, YYYY-MM-DD on the sites' calendar. */
  readonly from: string;
  readonly to: string;
  readonly countryId?: CountryId;
  readonly dealerId?: number;
}

/** One dealer's sums on one site as PostgreSQL aggregates them; money in cent/Rappen. */
export interface DealerSales {
  readonly countryId: CountryId;
  readonly dealerId: number;
  readonly dealerName: string;
  readonly currentRateBasisPoints: number;
  readonly orders: number;
  readonly orderValue: number;
  readonly orderCommission: number;
  readonly cancellationsWithCommission: number;
  readonly cancellationCommission: number;
  readonly cancellationsWithoutCommission: number;
}

/** One row of dealer_commission as the history shows it. */
export interface StoredRate {
  readonly rateBasisPoints: number;
  readonly validFrom: Date;
  readonly changedByUserId: number | null;
}

/** The dealer's rate valid at `at`, or the default. */
const rateAt = (dealerId: SQL | typeof orders.dealerId, at: SQL | typeof orders.placedAt): SQL<number> =>
  sql<number>`coalesce((select ${dealerCommissions.rateBasisPoints} from ${dealerCommissions}
    where ${dealerCommissions.dealerId} = ${dealerId} and ${dealerCommissions.validFrom} <= ${at}
    order by ${dealerCommissions.validFrom} desc, ${dealerCommissions.id} desc limit 1), ${DEFAULT_COMMISSION_BASIS_POINTS})::int`;

/**
 * Owns dealer_commission. The sales list aggregates the orders module's `order`, the cancellations module's
 * `order_cancellation` and the dealers module's `dealer` read-only in the database (README, "Reads across
 * owners"): a year of orders must not be loaded into the API.
 */
@Injectable()
export class SalesRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async sales(filter: SalesFilter): Promise<DealerSales[]> {
    const siteDay = (day: string, plusDays: number): SQL =>
      sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;
    const conditions: SQL[] = [
      gte(orders.placedAt, siteDay(filter.from, 0)),
      lt(orders.placedAt, siteDay(filter.to, 1)),
      // Sold orders, and cancellations once booked (an unbooked one has no say on the commission yet).
      or(
        sql`${orders.status} not in ('cancelled', 'declined')`,
        and(eq(orders.status, 'cancelled'), eq(orderCancellations.isBooked, true)),
      ) as SQL,
    ];
    if (filter.countryId !== undefined) conditions.push(eq(orders.countryId, filter.countryId));
    if (filter.dealerId !== undefined) conditions.push(eq(orders.dealerId, filter.dealerId));
    const sale = this.runner.db
      .select({
        countryId: orders.countryId,
        dealerId: orders.dealerId,
        kind: sql<string>`case when ${orders.status} = 'cancelled' then ${orderCancellations.bookedAs} else 'sold' end`.as(
          'kind',
        ),
        grossTotal: orders.grossTotal,
        // Each order is billed on its own, so its commission is rounded before the sums.
        commission:
          sql<number>`round(${orders.grossTotal} * ${rateAt(orders.dealerId, orders.placedAt)} / 10000.0)`.as(
            'commission',
          ),
      })
      .from(orders)
      .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
      .where(and(...conditions))
      .as('sale');
    const count = (kind: string) => sql<number>`(count(*) filter (where ${sale.kind} = ${kind}))::int`;
    const sum = (column: SQL.Aliased<number> | typeof sale.grossTotal, kind: string) =>
      sql<string>`coalesce(sum(${column}) filter (where ${sale.kind} = ${kind}), 0)`;
    const rows = await this.runner.db
      .select({
        countryId: sale.countryId,
        dealerId: sale.dealerId,
        dealerName: dealers.name,
        currentRateBasisPoints: rateAt(sql`${dealers.id}`, sql`now()`),
        orders: count('sold'),
        orderValue: sum(sale.grossTotal, 'sold'),
        orderCommission: sum(sale.commission, 'sold'),
        cancellationsWithCommission: count('withCommission'),
        cancellationCommission: sum(sale.commission, 'withCommission'),
        cancellationsWithoutCommission: count('withoutCommission'),
      })
      .from(sale)
      .innerJoin(dealers, eq(dealers.id, sale.dealerId))
      .groupBy(sale.countryId, sale.dealerId, dealers.id)
      .orderBy(asc(sale.countryId), asc(dealers.name), asc(sale.dealerId));
    return rows.map((row) => ({
      ...row,
      orderValue: Number(row.orderValue),
      orderCommission: Number(row.orderCommission),
      cancellationCommission: Number(row.cancellationCommission),
    }));
  }

  /** The dealer's rate valid now, locked against a parallel change of the same dealer. */
  async lockCurrentRate(dealerId: number): Promise<number> {
    await this.runner.db.execute(sql`select 1 from ${dealers} where ${dealers.id} = ${dealerId} for update`);
    const [row] = await this.runner.db
      .select({ rate: dealerCommissions.rateBasisPoints })
      .from(dealerCommissions)
      .where(and(eq(dealerCommissions.dealerId, dealerId), lte(dealerCommissions.validFrom, sql`now()`)))
      .orderBy(desc(dealerCommissions.validFrom), desc(dealerCommissions.id))
      .limit(1);
    return row?.rate ?? DEFAULT_COMMISSION_BASIS_POINTS;
  }

  /** Every stored rate of the dealer, oldest first (the order they took effect in). */
  async rates(dealerId: number): Promise<StoredRate[]> {
    return this.runner.db
      .select({
        rateBasisPoints: dealerCommissions.rateBasisPoints,
        validFrom: dealerCommissions.validFrom,
        changedByUserId: dealerCommissions.changedByUserId,
      })
      .from(dealerCommissions)
      .where(eq(dealerCommissions.dealerId, dealerId))
      .orderBy(asc(dealerCommissions.validFrom), asc(dealerCommissions.id));
  }

  async addRate(dealerId: number, rateBasisPoints: number, changedByUserId: number | null): Promise<Date> {
    const [row] = await this.runner.db
      .insert(dealerCommissions)
      .values({ dealerId, rateBasisPoints, changedByUserId })
      .returning({ validFrom: dealerCommissions.validFrom });
    if (!row) throw new Error('dealer_commission insert returned no row');
    return row.validFrom;
  }
}
