import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  idempotencyKeys,
  ratingTokens,
  orderDeliveryPoints,
  orderDrafts,
  orderEvents,
  orderNotes,
  orderQuotes,
  orders,
  users,
} from '@fuel/db';
import { COUNTRIES, type CountryId, countryById, type OrderStatus } from '@fuel/domain';
import type { DealerOrderCounts } from '@fuel/domain/dealers';
import { afterCursor, cursorOf, PAGE_SIZE, withinDays } from '../../core/database/keyset-page.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { SupportOrderSearchQuery } from './dto/support-order-search.query.js';

export type QuoteRow = typeof orderQuotes.$inferSelect;
export type NewQuote = typeof orderQuotes.$inferInsert;
export type DraftRow = typeof orderDrafts.$inferSelect;
export type DraftChanges = Partial<Omit<typeof orderDrafts.$inferInsert, 'userId'>>;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type DeliveryPointRow = typeof orderDeliveryPoints.$inferSelect;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type RatingTokenRow = typeof ratingTokens.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** Keys older than this are deleted by the placement that finds them (kept at least 24 h). */
const IDEMPOTENCY_KEY_HOURS = 48;
/** A placement takes about a second (a provider answers within 10 s); a claim this old lost its process. */
const STALE_CLAIM_MINUTES = 2;

/** One request's hold on an Idempotency-Key: who, which key, and the claim time that tells claims apart. */
export interface IdempotencyClaim {
  readonly userId: number;
  readonly key: string;
  readonly claimedAt: Date;
}

function ownClaim(claim: IdempotencyClaim) {
  return and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.status, 'running'),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
  );
}

/**
 * Every SQL of the orders capability, for the tables it owns only. Queries run through TransactionRunner: in
 * the caller's transaction when there is one.
 */
@Injectable()
export class OrdersRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private get db() {
    return this.runner.db;
  }

  async insertQuote(values: NewQuote): Promise<QuoteRow> {
    const [row] = await this.db.insert(orderQuotes).values(values).returning();
    if (!row) throw new Error('quote insert returned no row');
    return row;
  }

  /**
   * Deletes the quotes whose hold ended before `heldBefore` and that nothing names any more: a draft's quote
   * stays (deleting it would cascade to the draft), and so does an order's (placements look orders up by it).
   */
  async deleteStaleQuotes(heldBefore: Date): Promise<number> {
    const deleted = await this.db
      .delete(orderQuotes)
      .where(
        and(
          lt(orderQuotes.heldUntil, heldBefore),
          sql`not exists (select 1 from ${orderDrafts} where ${orderDrafts.quoteId} = ${orderQuotes.id})`,
          sql`not exists (select 1 from ${orders} where ${orders.quoteId} = ${orderQuotes.id})`,
        ),
      )
      .returning({ id: orderQuotes.id });
    return deleted.length;
  }

  async quote(id: string): Promise<QuoteRow | undefined> {
    const [row] = await this.db.select().from(orderQuotes).where(eq(orderQuotes.id, id));
    return row;
  }

  async draft(userId: number): Promise<DraftRow | undefined> {
    const [row] = await this.db.select().from(orderDrafts).where(eq(orderDrafts.userId, userId));
    return row;
  }

  /** A new quote starts the order afresh: the steps saved for another quote no longer apply. */
  async startDraft(userId: number, quoteId: string): Promise<DraftRow> {
    const fresh = {
      quoteId,
      deliveryAddress: null,
      invoiceAddress: null,
      companyName: null,
      deliveryPoints: null,
      invoicePerPoint: false,
      payment: null,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(orderDrafts)
      .values({ userId, ...fresh })
      .onConflictDoUpdate({ target: orderDrafts.userId, set: fresh })
      .returning();
    if (!row) throw new Error(`draft of user ${userId} not written`);
    return row;
  }

  async updateDraft(userId: number, changes: DraftChanges): Promise<void> {
    await this.db
      .update(orderDrafts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orderDrafts.userId, userId));
  }

  async deleteDraft(userId: number): Promise<void> {
    await this.db.delete(orderDrafts).where(eq(orderDrafts.userId, userId));
  }

  /**
   * The user's draft, locked until the caller's transaction ends: a placement of the same draft waits here
   * until the first one has committed (and then finds the draft gone) or rolled back.
   */
  async draftForUpdate(userId: number): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderDrafts)
      .where(eq(orderDrafts.userId, userId))
      .for('update');
    return row;
  }

  /** The user's newest order placed from the quote (a draft that was placed is gone, its order names the quote). */
  async orderPlacedFrom(userId: number, quoteId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.quoteId, quoteId)))
      .orderBy(desc(orders.id))
      .limit(1);
    return row;
  }

  /**
   * Claims the key for this request and returns the claim's time, its token for completing or releasing it;
   * undefined when another request holds or held it. A `running` claim older than STALE_CLAIM_MINUTES was left
   * by a process that died mid-request and is taken over (same payload only).
   */
  async claimIdempotencyKey(userId: number, key: string, requestHash: string): Promise<Date | undefined> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
    // Milliseconds, as JavaScript keeps them, so that the token compares equal when read back.
    const claimedAt = new Date();
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, status: 'running', createdAt: claimedAt })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { createdAt: claimedAt },
        setWhere: and(
          eq(idempotencyKeys.status, 'running'),
          eq(idempotencyKeys.requestHash, requestHash),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length === 1 ? claimedAt : undefined;
  }

  async idempotencyKey(userId: number, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  }

  /** Stores the answer; false when the claim was taken over meanwhile (the caller must roll back). */
  async completeIdempotencyKey(
    claim: IdempotencyClaim,
    responseStatus: number,
    responseBody: unknown,
  ): Promise<boolean> {
    const done = await this.db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus, responseBody })
      .where(ownClaim(claim))
      .returning({ key: idempotencyKeys.key });
    return done.length === 1;
  }

  /** A request that failed gives its key back, so that the retry can run; a taken-over claim is left alone. */
  async releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void> {
    await this.db.delete(idempotencyKeys).where(ownClaim(claim));
  }

  /** Inserts the order and gives it its number (site, year, id), in the caller's transaction. */
  async insertOrder(values: Omit<NewOrder, 'orderNumber'>, prefix: string): Promise<OrderRow> {
    const [inserted] = await this.db
      .insert(orders)
      .values({ ...values, orderNumber: `pending-${values.quoteId}-${Date.now()}` })
      .returning({ id: orders.id });
    if (!inserted) throw new Error('order insert returned no row');
    const [row] = await this.db
      .update(orders)
      .set({ orderNumber: `${prefix}-${String(inserted.id).padStart(7, '0')}` })
      .where(eq(orders.id, inserted.id))
      .returning();
    if (!row) throw new Error(`order ${inserted.id} not found`);
    return row;
  }

  async insertDeliveryPoints(points: (typeof orderDeliveryPoints.$inferInsert)[]): Promise<void> {
    if (points.length > 0) await this.db.insert(orderDeliveryPoints).values(points);
  }

  async insertEvent(event: typeof orderEvents.$inferInsert): Promise<void> {
    await this.db.insert(orderEvents).values(event);
  }

  async order(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The order locked for a status change (concurrent transitions wait for each other). */
  async orderForUpdate(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async updateOrder(id: number, changes: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await this.db
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    // Callers change an order they just read or wrote, in the same transaction.
    if (!row) throw new Error(`order ${id} not found`);
    return row;
  }

  /** The delivery points of these orders, each order's in their position order. */
  deliveryPointsOf(orderIds: readonly number[]): Promise<DeliveryPointRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderDeliveryPoints)
      .where(inArray(orderDeliveryPoints.orderId, [...orderIds]))
      .orderBy(asc(orderDeliveryPoints.orderId), asc(orderDeliveryPoints.position));
  }

  /** The history of these orders, each order's oldest first. */
  eventsOf(orderIds: readonly number[]): Promise<OrderEventRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [...orderIds]))
      .orderBy(asc(orderEvents.id));
  }

  /** A dealer's or a customer's newest orders, optionally of one status. */
  ordersOf(
    owner: { dealerId: number } | { userId: number } | { anyDealer: true },
    status: OrderStatus | undefined,
  ): Promise<OrderRow[]> {
    // anyDealer: every dealer's orders, for an admin in the dealer portal.
    const ownedBy =
      'anyDealer' in owner
        ? undefined
        : 'dealerId' in owner
          ? eq(orders.dealerId, owner.dealerId)
          : eq(orders.userId, owner.userId);
    return this.db
      .select()
      .from(orders)
      .where(and(ownedBy, status ? eq(orders.status, status) : undefined))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(200);
  }

  /**
   * Customer support's search: one page newest first plus one row (is there a next page?), each with its
   * keyset cursor. Every filter has an index leading with it and ending in (placed_at, id).
   */
  searchOrders(query: SupportOrderSearchQuery): Promise<{ order: OrderRow; cursor: string }[]> {
    return this.db
      .select({ order: orders, cursor: cursorOf(orders.placedAt, orders.id) })
      .from(orders)
      .where(
        and(
          query.orderNumber ? eq(orders.orderNumber, query.orderNumber) : undefined,
          // The e-mail lives on the ordering account (a guest order has its own guest row with it); reading
          // the accounts' table here keeps the search one indexed query instead of a round trip per account.
          query.email
            ? inArray(
                orders.userId,
                this.db.select({ id: users.id }).from(users).where(eq(users.email, query.email)),
              )
            : undefined,
          query.postalCode ? sql`${orders.deliveryAddress}->>'zipCode' = ${query.postalCode}` : undefined,
          query.dealerId ? eq(orders.dealerId, query.dealerId) : undefined,
          query.status ? eq(orders.status, query.status) : undefined,
          query.countryId ? eq(orders.countryId, query.countryId) : undefined,
          withinDays(orders.placedAt, query.from, query.to),
          afterCursor(orders.placedAt, orders.id, query.after),
        ),
      )
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(PAGE_SIZE + 1);
  }

  async insertNote(note: typeof orderNotes.$inferInsert): Promise<OrderNoteRow> {
    const [row] = await this.db.insert(orderNotes).values(note).returning();
    if (!row) throw new Error('note insert returned no row');
    return row;
  }

  /** An order's internal notes, newest first. */
  notesOf(orderId: number): Promise<OrderNoteRow[]> {
    return this.db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(desc(orderNotes.id));
  }

  async hasAnyOrder(userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .limit(1);
    return rows.length > 0;
  }

  async orderCount(userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.userId, [...userIds]));
    return row?.count ?? 0;
  }

  /** Gives the orders of `fromUserIds` to `toUserId` (their points, events and rating hang on the order). */
  async moveOrders(fromUserIds: readonly number[], toUserId: number): Promise<number> {
    if (fromUserIds.length === 0) return 0;
    const moved = await this.db
      .update(orders)
      .set({ userId: toUserId })
      .where(inArray(orders.userId, [...fromUserIds]))
      .returning({ id: orders.id });
    return moved.length;
  }

  async insertRatingToken(row: typeof ratingTokens.$inferInsert): Promise<void> {
    await this.db.insert(ratingTokens).values(row).onConflictDoNothing();
  }

  async ratingToken(tokenHash: string): Promise<RatingTokenRow | undefined> {
    const [row] = await this.db.select().from(ratingTokens).where(eq(ratingTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks the link used; false when another request used it first. */
  async useRatingToken(tokenHash: string, at: Date): Promise<boolean> {
    const used = await this.db
      .update(ratingTokens)
      .set({ usedAt: at })
      .where(and(eq(ratingTokens.tokenHash, tokenHash), isNull(ratingTokens.usedAt)))
      .returning({ orderId: ratingTokens.orderId });
    return used.length === 1;
  }

  /**
   * The dealer page's reliability counts (`DealerOrderCounts`, @fuel/domain/dealers) of the dealer's orders
   * placed from `since` (a day of the page's site) on: one aggregate over `order` with its `order_event`s, no
   * rows loaded. The day an order was delivered is not stored (the dealer's confirm stores the date it
   * names, `delivery_date`, and "delivered" only the amount), so the day the dealer marked it delivered, in
   * the order's site time, stands for it, against the last day of the window the customer accepted
   * (`price.latestDelivery`). Dealers cannot cancel: a confirmed order cancelled by anyone but the customer
   * (customer support, on the dealer's word) counts as cancelled on the dealer's side; a customer's
   * withdrawal does not.
   */
  async dealerOrderCounts(dealerId: number, countryId: CountryId, since: string): Promise<DealerOrderCounts> {
    const event = (condition: SQL) =>
      sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${condition})`;
    const deliveredAt = sql`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'delivered')`;
    const orderTimeZone = sql`case ${orders.countryId} ${sql.join(
      COUNTRIES.map((c) => sql`when ${c.id}::smallint then ${c.timeZone}`),
      sql` `,
    )} end`;
    const confirmed = event(sql`${orderEvents.toStatus} = 'confirmed'`);
    const delivered = event(sql`${orderEvents.toStatus} = 'delivered'`);
    const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
    const [row] = await this.db
      .select({
        orders: sql<number>`count(*)::int`,
        confirmed: count(confirmed),
        declined: count(event(sql`${orderEvents.toStatus} = 'declined'`)),
        delivered: count(delivered),
        deliveredOnTime: count(
          sql`${delivered} and (${deliveredAt} at time zone ${orderTimeZone})::date <= (${orders.price}->>'latestDelivery')::date`,
        ),
        cancelledByDealer: count(
          event(
            sql`${orderEvents.fromStatus} = 'confirmed' and ${orderEvents.toStatus} = 'cancelled' and ${orderEvents.actor} <> 'customer'`,
          ),
        ),
      })
      .from(orders)
      .where(
        and(
          eq(orders.dealerId, dealerId),
          sql`${orders.placedAt} >= (${since}::date::timestamp at time zone ${countryById(countryId).timeZone})`,
        ),
      );
    return (
      row ?? { orders: 0, confirmed: 0, declined: 0, delivered: 0, deliveredOnTime: 0, cancelledByDealer: 0 }
    );
  }
}
