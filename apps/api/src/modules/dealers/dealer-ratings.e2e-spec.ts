import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { dealerBranches, dealers, marketRevision, orderRatings } from '@fuel/db';
import { useSeededTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { createDealer, createUser } from '../accounts/accounts.fixture.js';
import { MarketRevision } from '../offers/index.js';

/** Thrown inside a transaction to roll it back. */
class Rollback extends Error {}

describe("dealer ratings from 'orders.rated' and the market revision", () => {
  const app = useSeededTestApp();
  const runner = () => app().get(TransactionRunner);
  const db = () => runner().db;

  const revision = async () =>
    (await db().select().from(marketRevision).where(eq(marketRevision.id, 1)))[0]?.revision;

  const dealerRating = async (dealerId: number) =>
    (
      await db()
        .select({ average: dealers.ratingAverage, count: dealers.ratingCount })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
    )[0];

  const ratingsOf = (orderId: number) =>
    db().select().from(orderRatings).where(eq(orderRatings.orderId, orderId));

  /**
   * A delivered order of a dealer of the test's own, written directly: only its id and dealer matter here.
   * Not a demo dealer: its bare order rows would show up in that dealer's portal list in other test files.
   */
  async function deliveredOrder(): Promise<{ orderId: number; dealerId: number }> {
    const user = await createUser(app());
    const dealerId = await createDealer(app());
    const [branch] = await db()
      .insert(dealerBranches)
      .values({
        dealerId,
        countryId: 1,
        name: 'Testniederlassung',
        street: 'Teststraße 1',
        zipCode: '80331',
        city: 'München',
        latitude: 48.137,
        longitude: 11.575,
        leadTimeDays: 3,
        paymentOptionIds: [11],
      })
      .returning({ id: dealerBranches.id, dealerId: dealerBranches.dealerId });
    if (!branch) throw new Error('no branch written');
    const result = await db().execute(sql`
      insert into "order" (order_number, user_id, country_id, product_group_id, dealer_id, branch_id, quote_id,
        status, amount, gross_total, price, configuration, delivery_address, payment, payment_status)
      values (${`TEST-${crypto.randomUUID()}`}, ${user.id}, 1, 1, ${branch.dealerId}, ${branch.id},
        ${crypto.randomUUID()}, 'delivered', 3000, 300000, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 'open')
      returning id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw new Error('no order written');
    return { orderId: Number(row.id), dealerId: branch.dealerId };
  }

  const rated = (order: { orderId: number; dealerId: number }, stars: number, text: string | null) => ({
    ...order,
    countryId: 1 as const,
    stars,
    text,
    ratedAt: new Date('2026-11-20T10:00:00Z'),
  });

  describe('MarketRevision.bump()', () => {
    it('moves the revision with the surrounding transaction, and not when it rolls back', async () => {
      const before = await revision();
      await expect(
        runner().transaction(async () => {
          await app().get(MarketRevision).bump();
          expect(await revision()).toBe((before ?? 0) + 1);
          throw new Rollback();
        }),
      ).rejects.toBeInstanceOf(Rollback);
      expect(await revision()).toBe(before);

      await runner().transaction(() => app().get(MarketRevision).bump());
      expect(await revision()).toBe((before ?? 0) + 1);
    });
  });

  describe("'orders.rated'", () => {
    it("stores the rating, folds it into the dealer's mean and bumps the revision, in the publisher's transaction", async () => {
      const order = await deliveredOrder();
      const [dealerBefore, revisionBefore] = [await dealerRating(order.dealerId), await revision()];
      if (!dealerBefore) throw new Error('dealer missing');

      await runner().transaction(async () => {
        await app()
          .get(DomainEvents)
          .publish('orders.rated', rated(order, 4, 'Pünktlich und freundlich.'));
        // Visible inside the publisher's transaction before it commits: the handler wrote through it.
        expect(await ratingsOf(order.orderId)).toHaveLength(1);
      });

      expect(await ratingsOf(order.orderId)).toEqual([
        expect.objectContaining({
          dealerId: order.dealerId,
          stars: 4,
          text: 'Pünktlich und freundlich.',
          createdAt: new Date('2026-11-20T10:00:00Z'),
        }),
      ]);
      const { average, count } = dealerBefore;
      expect(await dealerRating(order.dealerId)).toEqual({
        average: Math.round((average * count + 400) / (count + 1)),
        count: count + 1,
      });
      expect(await revision()).toBe((revisionBefore ?? 0) + 1);
    });

    it('leaves nothing behind when the publishing transaction rolls back', async () => {
      const order = await deliveredOrder();
      const [dealerBefore, revisionBefore] = [await dealerRating(order.dealerId), await revision()];

      await expect(
        runner().transaction(async () => {
          await app()
            .get(DomainEvents)
            .publish('orders.rated', rated(order, 5, null));
          throw new Rollback();
        }),
      ).rejects.toBeInstanceOf(Rollback);

      expect(await ratingsOf(order.orderId)).toEqual([]);
      expect(await dealerRating(order.dealerId)).toEqual(dealerBefore);
      expect(await revision()).toBe(revisionBefore);
    });

    it('keeps a rating without text as an empty text, and refuses a second rating of the order', async () => {
      const order = await deliveredOrder();
      await runner().transaction(() =>
        app()
          .get(DomainEvents)
          .publish('orders.rated', rated(order, 5, null)),
      );
      const [dealerAfterFirst, revisionAfterFirst] = [await dealerRating(order.dealerId), await revision()];

      // The handler's failure reaches the publisher, whose transaction then changes nothing.
      await expect(
        runner().transaction(() =>
          app()
            .get(DomainEvents)
            .publish('orders.rated', rated(order, 1, 'Doch nicht.')),
        ),
      ).rejects.toThrow();

      expect(await ratingsOf(order.orderId)).toEqual([expect.objectContaining({ stars: 5, text: '' })]);
      expect(await dealerRating(order.dealerId)).toEqual(dealerAfterFirst);
      expect(await revision()).toBe(revisionAfterFirst);
    });
  });
});
