import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { dealerBranches, dealers, marketRevision, orderRatings, orders } from '@fuel/db';
import { useSeededTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { createDealer } from '../accounts/accounts.fixture.js';
import { MarketRevision } from '../offers/index.js';
import { placedOrder } from '../orders/orders.fixture.js';

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
   * A delivered order moved to a dealer of the test's own: not a demo dealer, whose ratings other test files
   * read. It is a real placed order, because the admin's portal list shows every dealer's newest orders.
   */
  async function deliveredOrder(): Promise<{ orderId: number; dealerId: number }> {
    const { orderId } = await placedOrder(app());
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
      .returning({ id: dealerBranches.id });
    if (!branch) throw new Error('no branch written');
    await db()
      .update(orders)
      .set({ dealerId, branchId: branch.id, status: 'delivered' })
      .where(eq(orders.id, orderId));
    return { orderId, dealerId };
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
