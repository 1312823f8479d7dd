import { Injectable } from '@nestjs/common';
import { dealers, orderCancellationComments, orderCancellations, orderEvents, orders, users } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { CancellationBookedAs, CancellationCommentSide } from '@fuel/domain/orders';
import { and, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export interface CancellationFilter {
  /** First day (YYYY-MM-DD, a valid date) on the sites' clock. */
  readonly from: string;
  /** Last day, included. */
  readonly to: string;
  readonly countryId?: CountryId;
  readonly dealerId?: number;
  readonly isBooked?: boolean;
}

export interface Booking {
  readonly isBooked: boolean;
  readonly bookedAs: CancellationBookedAs | null;
}

export interface Feedback {
  readonly feedbackStatus: number;
  readonly feedbackReason: string | null;
  readonly feedbackComment: string | null;
}

/** Days start at midnight on the sites' clocks (de, at and ch share Central European time). */
const SITE_TIME_ZONE = 'Europe/Berlin';

/** The most rows one list answers; the screen narrows by period, site and dealer. */
export const LISTED_ROWS_MAX = 500;

/** When the order was cancelled: its state machine's last move to `cancelled`. */
const cancelledAt = sql<Date>`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'cancelled')`;

/**
 * The only SQL of the cancellations module. It writes its own tables (order_cancellation,
 * order_cancellation_comment) and reads `order`, `order_event`, `dealer` and `user` by a documented read-only
 * join (README, "Joins across owners"): a call per listed order would cost a round trip per row.
 */
@Injectable()
export class CancellationsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  list(filter: CancellationFilter) {
    const conditions: SQL[] = [
      eq(orders.status, 'cancelled'),
      sql`${cancelledAt} >= (${filter.from}::date::timestamp at time zone ${SITE_TIME_ZONE})`,
      sql`${cancelledAt} < ((${filter.to}::date + 1)::timestamp at time zone ${SITE_TIME_ZONE})`,
    ];
    if (filter.countryId !== undefined) conditions.push(eq(orders.countryId, filter.countryId));
    if (filter.dealerId !== undefined) conditions.push(eq(orders.dealerId, filter.dealerId));
    if (filter.isBooked !== undefined) conditions.push(this.booked(filter.isBooked));
    return this.runner.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        countryId: orders.countryId,
        dealerId: orders.dealerId,
        dealerName: dealers.name,
        customerUserId: orders.userId,
        dealerUserId: sql<
          number | null
        >`(select min(staff.id) from ${users} staff where staff.dealer_id = ${orders.dealerId})`,
        customerFirstName: users.firstName,
        customerLastName: users.lastName,
        customerEmail: users.email,
        cancelledAt: sql<string>`${cancelledAt}`,
        grossTotal: orders.grossTotal,
        isBooked: sql<boolean>`coalesce(${orderCancellations.isBooked}, false)`,
        bookedAs: orderCancellations.bookedAs,
        feedbackStatus: sql<number>`coalesce(${orderCancellations.feedbackStatus}, 0)::int`,
        feedbackReason: orderCancellations.feedbackReason,
        feedbackComment: orderCancellations.feedbackComment,
      })
      .from(orders)
      .innerJoin(dealers, eq(dealers.id, orders.dealerId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
      .where(and(...conditions))
      .orderBy(desc(cancelledAt), desc(orders.id))
      .limit(LISTED_ROWS_MAX);
  }

  comments(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.runner.db
      .select({
        orderId: orderCancellationComments.orderId,
        side: orderCancellationComments.side,
        fkUserId: orderCancellationComments.fkUserId,
        comment: orderCancellationComments.comment,
        updatedAt: orderCancellationComments.updatedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(orderCancellationComments)
      .innerJoin(users, eq(users.id, orderCancellationComments.fkUserId))
      .where(inArray(orderCancellationComments.orderId, [...orderIds]));
  }

  /** Cancelled orders nobody has booked yet (the console's dashboard). */
  async openCount(): Promise<number> {
    const [row] = await this.runner.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
      .where(and(eq(orders.status, 'cancelled'), this.booked(false)));
    return row?.count ?? 0;
  }

  async dealerExists(dealerId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.id, dealerId));
    return row !== undefined;
  }

  /** The cancelled order's parties, or undefined when there is no such cancelled order. */
  async cancelledOrder(orderId: number): Promise<{ userId: number; dealerId: number } | undefined> {
    const [row] = await this.runner.db
      .select({ userId: orders.userId, dealerId: orders.dealerId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'cancelled')));
    return row;
  }

  async user(userId: number): Promise<{ id: number; dealerId: number | null } | undefined> {
    const [row] = await this.runner.db
      .select({ id: users.id, dealerId: users.dealerId })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /**
   * The order's bookkeeping row, created empty when missing and locked for the rest of the transaction: parallel
   * saves of one row queue here, so each compares against what the one before it stored.
   */
  async lock(orderId: number): Promise<Booking & Feedback> {
    await this.runner.db.insert(orderCancellations).values({ orderId }).onConflictDoNothing();
    const [row] = await this.runner.db
      .select({
        isBooked: orderCancellations.isBooked,
        bookedAs: orderCancellations.bookedAs,
        feedbackStatus: orderCancellations.feedbackStatus,
        feedbackReason: orderCancellations.feedbackReason,
        feedbackComment: orderCancellations.feedbackComment,
      })
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, orderId))
      .for('update');
    if (!row) throw new Error(`order_cancellation ${orderId} vanished inside its transaction`);
    return row;
  }

  async update(orderId: number, byUserId: number | null, change: Partial<Booking & Feedback>): Promise<void> {
    await this.runner.db
      .update(orderCancellations)
      .set({ ...change, updatedByUserId: byUserId, updatedAt: new Date() })
      .where(eq(orderCancellations.orderId, orderId));
  }

  /** The side's comment, locked for the rest of the transaction (see `lock`). */
  async lockComment(orderId: number, side: CancellationCommentSide) {
    const [row] = await this.runner.db
      .select({ fkUserId: orderCancellationComments.fkUserId, comment: orderCancellationComments.comment })
      .from(orderCancellationComments)
      .where(and(eq(orderCancellationComments.orderId, orderId), eq(orderCancellationComments.side, side)))
      .for('update');
    return row;
  }

  async saveComment(
    orderId: number,
    side: CancellationCommentSide,
    fkUserId: number,
    comment: string,
    byUserId: number | null,
  ): Promise<void> {
    const values = { fkUserId, comment, updatedByUserId: byUserId, updatedAt: new Date() };
    await this.runner.db
      .insert(orderCancellationComments)
      .values({ orderId, side, ...values })
      .onConflictDoUpdate({
        target: [orderCancellationComments.orderId, orderCancellationComments.side],
        set: values,
      });
  }

  private booked(isBooked: boolean): SQL {
    const booked = eq(orderCancellations.isBooked, true);
    return isBooked ? booked : (sql`(${isNull(orderCancellations.orderId)} or ${not(booked)})` as SQL);
  }
}
