import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { CountryId } from '@fuel/domain';
import { ADVISORY_LOCKS, orderExports, orders, type OrderExportFilters, users } from '@fuel/db';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { cursorOf, withinDays } from '../../../core/database/keyset-page.js';

export type OrderExportRow = typeof orderExports.$inferSelect;

/** What the clean-up tells the audit trail about an export it deleted. */
export type ExpiredExportRow = Pick<
  OrderExportRow,
  'id' | 'requestedBy' | 'format' | 'status' | 'rowsWritten' | 'fileKey' | 'createdAt'
>;

/** One order as the export writes it: only the fields of its columns, read in SQL. */
export interface ExportedOrderRow {
  /** Keyset position (placed at, id) of the row, for the next batch. */
  cursor: string;
  orderNumber: string;
  placedAt: string;
  countryId: CountryId;
  productGroupId: number;
  dealerName: string;
  customerName: string;
  email: string | null;
  postalCode: string;
  city: string;
  amount: number;
  grossTotal: number;
  paymentId: number;
  paymentModifier: number | null;
  isInteraidPayment: boolean;
  status: (typeof orders.$inferSelect)['status'];
}

const RECENT_LIST = 20;

/** The order_export table and the export's read of the orders (the orders module owns both). */
@Injectable()
export class OrderExportsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Serialises one user's export requests until the transaction ends (the one-a-minute check). */
  async lockRequester(userId: number): Promise<void> {
    await this.runner.db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.orderExport}, ${userId})`);
  }

  /** The same user's export of the same filters and format asked for within the last minute, unless failed. */
  async recentSame(
    userId: number,
    filters: OrderExportFilters,
    format: OrderExportRow['format'],
  ): Promise<OrderExportRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(orderExports)
      .where(
        and(
          eq(orderExports.requestedBy, userId),
          eq(orderExports.format, format),
          sql`${orderExports.filters} = ${JSON.stringify(filters)}::jsonb`,
          ne(orderExports.status, 'failed'),
          gte(orderExports.createdAt, sql`now() - interval '1 minute'`),
        ),
      )
      .orderBy(desc(orderExports.createdAt))
      .limit(1);
    return row;
  }

  async insert(values: typeof orderExports.$inferInsert): Promise<OrderExportRow> {
    const [row] = await this.runner.db.insert(orderExports).values(values).returning();
    if (!row) throw new Error('order export insert returned no row');
    return row;
  }

  find(id: string): Promise<OrderExportRow | undefined> {
    return this.runner.db
      .select()
      .from(orderExports)
      .where(eq(orderExports.id, id))
      .then((rows) => rows[0]);
  }

  /** The user's newest exports asked for since `since` (older ones are expired). */
  recentOf(userId: number, since: Date): Promise<OrderExportRow[]> {
    return this.runner.db
      .select()
      .from(orderExports)
      .where(and(eq(orderExports.requestedBy, userId), gte(orderExports.createdAt, since)))
      .orderBy(desc(orderExports.createdAt))
      .limit(RECENT_LIST);
  }

  async update(id: string, values: Partial<typeof orderExports.$inferInsert>): Promise<void> {
    await this.runner.db.update(orderExports).set(values).where(eq(orderExports.id, id));
  }

  /**
   * Marks failed the queued or running exports asked for before `before` (their job is lost) and returns
   * their ids. One statement: a concurrent sweep waits for the rows and then finds them failed already.
   */
  async failStuck(before: Date): Promise<string[]> {
    const rows = await this.runner.db
      .update(orderExports)
      .set({ status: 'failed', finishedAt: sql`now()` })
      .where(and(inArray(orderExports.status, ['queued', 'running']), lt(orderExports.createdAt, before)))
      .returning({ id: orderExports.id });
    return rows.map((row) => row.id);
  }

  /**
   * Deletes up to `limit` exports asked for before `before`, oldest first, and returns them. Rows another
   * sweep holds are skipped (SKIP LOCKED), so two sweeps at once delete each export once.
   */
  deleteExpired(before: Date, limit: number): Promise<ExpiredExportRow[]> {
    const expired = this.runner.db
      .select({ id: orderExports.id })
      .from(orderExports)
      .where(lt(orderExports.createdAt, before))
      .orderBy(asc(orderExports.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.runner.db.delete(orderExports).where(inArray(orderExports.id, expired)).returning({
      id: orderExports.id,
      requestedBy: orderExports.requestedBy,
      format: orderExports.format,
      status: orderExports.status,
      rowsWritten: orderExports.rowsWritten,
      fileKey: orderExports.fileKey,
      createdAt: orderExports.createdAt,
    });
  }

  async countOrders(filters: OrderExportFilters): Promise<number> {
    const [row] = await this.runner.db.select({ count: count() }).from(orders).where(matching(filters));
    return row?.count ?? 0;
  }

  /**
   * The next `limit` matching orders after the cursor, oldest first: a keyset on (placed at, id), which the
   * order table's (filter, placed at, id) indexes serve without sorting, so the batches never overlap.
   */
  batch(filters: OrderExportFilters, after: string | null, limit: number): Promise<ExportedOrderRow[]> {
    const address = (field: string) => sql<string>`${orders.deliveryAddress}->>${field}`;
    return this.runner.db
      .select({
        cursor: cursorOf(orders.placedAt, orders.id),
        orderNumber: orders.orderNumber,
        placedAt: sql<string>`to_char(${orders.placedAt} at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')`,
        countryId: orders.countryId,
        productGroupId: orders.productGroupId,
        dealerName: sql<string>`${orders.price}->>'dealerName'`,
        customerName: sql<string>`concat_ws(' ', ${address('firstName')}, ${address('lastName')})`,
        email: users.email,
        postalCode: address('zipCode'),
        city: address('city'),
        amount: orders.amount,
        grossTotal: orders.grossTotal,
        paymentId: sql<number>`(${orders.payment}->>'paymentId')::int`,
        paymentModifier: sql<number | null>`(${orders.payment}->>'modifier')::int`,
        isInteraidPayment: sql<boolean>`(${orders.payment}->>'isInteraidPayment')::boolean`,
        status: orders.status,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(matching(filters), after ? afterKey(after) : undefined))
      .orderBy(asc(orders.placedAt), asc(orders.id))
      .limit(limit);
  }
}

function afterKey(cursor: string): SQL {
  const [time, id] = cursor.split('_');
  return sql`(${orders.placedAt}, ${orders.id}) > (${time}::timestamptz, ${Number(id)})`;
}

function matching(filters: OrderExportFilters): SQL | undefined {
  return and(
    withinDays(orders.placedAt, filters.from, filters.to),
    filters.countryId ? eq(orders.countryId, filters.countryId) : undefined,
    filters.dealerId ? eq(orders.dealerId, filters.dealerId) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
  );
}
