import { Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  dealers,
  idempotencyKeys,
  marketRevision,
  orderRatings,
  ratingTokens,
  orderDeliveryPoints,
  orderDrafts,
  orderEvents,
  orderQuotes,
  orders,
  users,
  type OrderStatusValue,
} from '@fuel/db';
import { DatabaseService } from '../../core/database/database.service.js';
import type { Executor } from '../mail/transaction.type.js';

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

/** Every SQL of the orders capability. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly database: DatabaseService) {}

  get db() {
    return this.database.db;
  }

  async insertQuote(values: NewQuote): Promise<QuoteRow> {
    const [row] = await this.db.insert(orderQuotes).values(values).returning();
    return row as QuoteRow;
  }

  async quote(id: string, executor: Executor = this.db): Promise<QuoteRow | undefined> {
    const [row] = await executor.select().from(orderQuotes).where(eq(orderQuotes.id, id));
    return row;
  }

  async draft(userId: number, executor: Executor = this.db): Promise<DraftRow | undefined> {
    const [row] = await executor.select().from(orderDrafts).where(eq(orderDrafts.userId, userId));
    return row;
  }

  /** A new quote starts the order afresh: the steps saved for another quote no longer apply. */
  async startDraft(userId: number, quoteId: string): Promise<void> {
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
    await this.db
      .insert(orderDrafts)
      .values({ userId, ...fresh })
      .onConflictDoUpdate({ target: orderDrafts.userId, set: fresh });
  }

  async updateDraft(userId: number, changes: DraftChanges): Promise<void> {
    await this.db
      .update(orderDrafts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orderDrafts.userId, userId));
  }

  async deleteDraft(executor: Executor, userId: number): Promise<void> {
    await executor.delete(orderDrafts).where(eq(orderDrafts.userId, userId));
  }

  /**
   * The user's draft, locked until the caller's transaction ends: a placement of the same draft waits here
   * until the first one has committed (and then finds the draft gone) or rolled back.
   */
  async draftForUpdate(tx: Executor, userId: number): Promise<DraftRow | undefined> {
    const [row] = await tx.select().from(orderDrafts).where(eq(orderDrafts.userId, userId)).for('update');
    return row;
  }

  /** The user's newest order placed from the quote (a draft that was placed is gone, its order names the quote). */
  async orderPlacedFrom(executor: Executor, userId: number, quoteId: string): Promise<OrderRow | undefined> {
    const [row] = await executor
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
    executor: Executor,
    claim: IdempotencyClaim,
    responseStatus: number,
    responseBody: unknown,
  ): Promise<boolean> {
    const done = await executor
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
  async insertOrder(tx: Executor, values: Omit<NewOrder, 'orderNumber'>, prefix: string): Promise<OrderRow> {
    const [inserted] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: `pending-${values.quoteId}-${Date.now()}` })
      .returning({ id: orders.id });
    const id = (inserted as { id: number }).id;
    const [row] = await tx
      .update(orders)
      .set({ orderNumber: `${prefix}-${String(id).padStart(7, '0')}` })
      .where(eq(orders.id, id))
      .returning();
    return row as OrderRow;
  }

  async insertDeliveryPoints(
    tx: Executor,
    points: (typeof orderDeliveryPoints.$inferInsert)[],
  ): Promise<void> {
    if (points.length > 0) await tx.insert(orderDeliveryPoints).values(points);
  }

  async insertEvent(tx: Executor, event: typeof orderEvents.$inferInsert): Promise<void> {
    await tx.insert(orderEvents).values(event);
  }

  async order(id: number, executor: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The order locked for a status change (concurrent transitions wait for each other). */
  async orderForUpdate(tx: Executor, id: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async updateOrder(tx: Executor, id: number, changes: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row as OrderRow;
  }

  deliveryPoints(orderId: number): Promise<DeliveryPointRow[]> {
    return this.db
      .select()
      .from(orderDeliveryPoints)
      .where(eq(orderDeliveryPoints.orderId, orderId))
      .orderBy(orderDeliveryPoints.position);
  }

  events(orderId: number): Promise<OrderEventRow[]> {
    return this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  }

  /** A dealer's or a customer's newest orders, optionally of one status. */
  ordersOf(
    owner: { dealerId: number } | { userId: number },
    status: OrderStatusValue | undefined,
  ): Promise<OrderRow[]> {
    const ownedBy =
      'dealerId' in owner ? eq(orders.dealerId, owner.dealerId) : eq(orders.userId, owner.userId);
    return this.db
      .select()
      .from(orders)
      .where(and(ownedBy, status ? eq(orders.status, status) : undefined))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(200);
  }

  async dealerContact(dealerId: number): Promise<{ name: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ name: dealers.name, email: dealers.email })
      .from(dealers)
      .where(eq(dealers.id, dealerId));
    return row;
  }

  async customer(userId: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(users).where(eq(users.id, userId));
    return row;
  }

  async insertRatingToken(tx: Executor, row: typeof ratingTokens.$inferInsert): Promise<void> {
    await tx.insert(ratingTokens).values(row).onConflictDoNothing();
  }

  async ratingToken(tokenHash: string, executor: Executor = this.db): Promise<RatingTokenRow | undefined> {
    const [row] = await executor.select().from(ratingTokens).where(eq(ratingTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks the link used; false when another request used it first. */
  async useRatingToken(tx: Executor, tokenHash: string, at: Date): Promise<boolean> {
    const used = await tx
      .update(ratingTokens)
      .set({ usedAt: at })
      .where(and(eq(ratingTokens.tokenHash, tokenHash), isNull(ratingTokens.usedAt)))
      .returning({ orderId: ratingTokens.orderId });
    return used.length === 1;
  }

  async insertRating(tx: Executor, row: typeof orderRatings.$inferInsert): Promise<void> {
    await tx.insert(orderRatings).values(row);
  }

  /** Folds one rating into the dealer's mean (hundredths of a star) and lets API processes reload the market. */
  async addDealerRating(tx: Executor, dealerId: number, stars: number): Promise<void> {
    await tx
      .update(dealers)
      .set({
        ratingAverage: sql`round((${dealers.ratingAverage} * ${dealers.ratingCount} + ${stars * 100})::numeric / (${dealers.ratingCount} + 1))`,
        ratingCount: sql`${dealers.ratingCount} + 1`,
      })
      .where(eq(dealers.id, dealerId));
    await tx
      .update(marketRevision)
      .set({ revision: sql`${marketRevision.revision} + 1`, changedAt: new Date() })
      .where(eq(marketRevision.id, 1));
  }
}
