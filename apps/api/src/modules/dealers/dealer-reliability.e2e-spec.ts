import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { dealerBranches, orderEvents, orders } from '@fuel/db';
import type { OrderActor, OrderStatus } from '@fuel/domain/orders';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { placedOrder } from '../orders/orders.fixture.js';
import type { DealerListOutput } from './dto/dealer-list.output.js';
import type { DealerOutput } from './dto/dealer.output.js';

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** One step of an inserted order's history: to which status, by whom, how many days after the window's end. */
type Step = [to: OrderStatus, actor: OrderActor, daysAfterWindow?: number, hourUtc?: number];

/** Issue #18 point 4: confirmation, on-time and cancellation rate on the dealer page, from the order history. */
describe('dealer reliability figures', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;

  /** Dealers of 80331 without any order yet, with one of their branches (the figures count only what we insert). */
  async function freshDealers(exclude: number): Promise<{ dealerId: number; branchId: number }[]> {
    const list = (await http().get('/api/site/1/dealers?zipCode=80331').expect(200)).body as DealerListOutput;
    const found: { dealerId: number; branchId: number }[] = [];
    for (const { Id } of list.Dealers) {
      if (Id === exclude) continue;
      const [n] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.dealerId, Id));
      const [branch] = await db()
        .select({ id: dealerBranches.id })
        .from(dealerBranches)
        .where(eq(dealerBranches.dealerId, Id));
      if (n?.n === 0 && branch) found.push({ dealerId: Id, branchId: branch.id });
    }
    return found;
  }

  it('computes the three rates from the dealer’s own orders of the last 365 days; under 10 in a base → null', async () => {
    const template = await placedOrder(app());
    const [row] = await db().select().from(orders).where(eq(orders.id, template.orderId));
    if (!row) throw new Error('no order');
    const { id: _id, ...copy } = row;
    const [main, small, other] = await freshDealers(template.dealerId);
    if (!main || !small || !other) throw new Error('the seeded market has too few dealers for 80331');

    let serial = 0;
    const insert = async (target: { dealerId: number; branchId: number }, steps: Step[], daysAgo = 40) => {
      const placedAt = new Date(Date.now() - daysAgo * DAY_MS);
      const windowEnd = day(new Date(placedAt.getTime() + 5 * DAY_MS));
      const status = steps.at(-1)?.[0] ?? 'placed';
      const [inserted] = await db()
        .insert(orders)
        .values({
          ...copy,
          ...target,
          orderNumber: `DE-REL-${template.orderId}-${serial++}`,
          status,
          price: { ...copy.price, latestDelivery: windowEnd },
          placedAt,
        })
        .returning({ id: orders.id });
      const orderId = inserted?.id ?? 0;
      let from: OrderStatus = 'placed';
      await db()
        .insert(orderEvents)
        .values({ orderId, fromStatus: null, toStatus: 'placed', actor: 'customer', at: placedAt });
      for (const [to, actor, daysAfterWindow = -3, hourUtc = 10] of steps) {
        const at = new Date(
          Date.parse(`${windowEnd}T00:00:00Z`) + daysAfterWindow * DAY_MS + hourUtc * 3_600_000,
        );
        await db().insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actor, at });
        from = to;
      }
    };
    const times = async (n: number, target: { dealerId: number; branchId: number }, steps: Step[]) => {
      for (let i = 0; i < n; i++) await insert(target, steps);
    };

    // main: 12 delivered on the window's last day or before, 3 late (one 23:30 UTC on the last day: already
    // the next day in Berlin), 2 declined, 2 cancelled by the customer before a decision, 1 confirmed then
    // cancelled by customer support (the dealer's side), 1 confirmed then withdrawn by the customer, 1 waiting,
    // and a declined one older than 365 days.
    await times(11, main, [
      ['confirmed', 'dealer'],
      ['delivered', 'dealer', -1],
    ]);
    await insert(main, [
      ['confirmed', 'dealer'],
      ['delivered', 'dealer', 0, 21],
    ]);
    await times(2, main, [
      ['confirmed', 'dealer'],
      ['delivered', 'dealer', 2],
    ]);
    await insert(main, [
      ['confirmed', 'dealer'],
      ['delivered', 'dealer', 0, 23.5],
    ]);
    await times(2, main, [['declined', 'dealer']]);
    await times(2, main, [['cancelled', 'customer']]);
    await insert(main, [
      ['confirmed', 'dealer'],
      ['cancelled', 'staff'],
    ]);
    await insert(main, [
      ['confirmed', 'dealer'],
      ['cancelled', 'customer'],
    ]);
    await insert(main, []);
    await insert(main, [['declined', 'dealer']], 400);
    // small: too few in every base; other: many declines that must not reach main.
    await times(5, small, [
      ['confirmed', 'dealer'],
      ['delivered', 'dealer', 3],
    ]);
    await insert(small, [['declined', 'dealer']]);
    await times(10, other, [['declined', 'dealer']]);

    const page = async (dealerId: number) =>
      ((await http().get(`/api/site/1/dealers/${dealerId}`).expect(200)).body as DealerOutput).Reliability;
    const since = day(new Date(Date.now() - 365 * DAY_MS));
    const figures = await page(main.dealerId);
    expect(figures).toEqual({
      ConfirmationRate: 17 / 19,
      OnTimeRate: 12 / 15,
      CancellationRate: 1 / 17,
      OrderCount: 22,
      Since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Math.abs(Date.parse(figures.Since) - Date.parse(since))).toBeLessThanOrEqual(DAY_MS);
    expect(await page(small.dealerId)).toMatchObject({
      ConfirmationRate: null,
      OnTimeRate: null,
      CancellationRate: null,
      OrderCount: 6,
    });
    expect(await page(other.dealerId)).toMatchObject({
      ConfirmationRate: 0,
      OnTimeRate: null,
      OrderCount: 10,
    });
  });

  it('still answers 404 for an unknown dealer', async () => {
    await http().get('/api/site/1/dealers/99999999').expect(404);
    await http().get('/api/site/1/dealers/12abc').expect(404);
  });
});
