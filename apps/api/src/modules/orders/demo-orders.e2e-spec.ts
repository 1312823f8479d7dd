import { describe, expect, it } from '@jest/globals';
import { orderEvents, orders, users } from '@fuel/db';
import { DEMO_ACCOUNT_PASSWORD, seedDemoAccounts, seedDemoOrderHistory, seedDemoOrders } from '@fuel/seed';
import { and, eq, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { randomClientAddress } from '../accounts/accounts.fixture.js';
import type { SignInOutput } from '../accounts/dto/session.output.js';
import type { OrderOutput } from './dto/order.output.js';

describe('demo order history', () => {
  const app = useSeededTestApp();

  async function bearer(email: string): Promise<{ Authorization: string }> {
    const res = await request(app().getHttpServer())
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: email, Password: DEMO_ACCOUNT_PASSWORD })
      .expect(200);
    return { Authorization: `Bearer ${(res.body as SignInOutput).token as string}` };
  }

  it('gives the demo customer three orders with the demo dealer, once; both portals show them', async () => {
    const db = app().get(DatabaseService).db;
    await seedDemoAccounts(db);
    const first = await seedDemoOrders(db);
    // Another test run's seed may have written them already (the database is shared by the run).
    expect([0, 3]).toContain(first.created);
    expect(await seedDemoOrders(db)).toEqual({ created: 0 });

    const customer = await bearer('kunde@example.com');
    const mine = await request(app().getHttpServer())
      .get('/api/order-process/orders')
      .set(customer)
      .expect(200);
    const history = mine.body as OrderOutput[];
    expect(history.map((o) => o.Status)).toEqual(['placed', 'confirmed', 'rated']);
    expect(history[2]?.Events.map((e) => e.To)).toEqual(['placed', 'confirmed', 'delivered', 'rated']);
    for (const order of history) {
      expect(order.OrderNumber).toBe(`DE-${String(order.OrderId).padStart(7, '0')}`);
      expect(order.Price.GrossTotal).toBeGreaterThan(order.Price.NetTotal);
    }
    const hasOrders = await request(app().getHttpServer())
      .get('/api/jwt/kunde/hat-bestellungen')
      .set(customer)
      .expect(200);
    expect(hasOrders.body).toBe(true);

    const dealer = await bearer('haendler@example.com');
    const portal = await request(app().getHttpServer()).get('/api/dealer/orders').set(dealer).expect(200);
    const ids = (portal.body as OrderOutput[]).map((o) => o.OrderId);
    for (const order of history) expect(ids).toContain(order.OrderId);
  });

  it("writes two years of demo customers' orders on every site, with every outcome, once", async () => {
    const db = app().get(DatabaseService).db;
    await seedDemoAccounts(db);
    const first = await seedDemoOrderHistory(db);
    expect([0, 2_400]).toContain(first.created);
    expect(await seedDemoOrderHistory(db)).toEqual({ created: 0 });

    const rows = await db
      .select({
        countryId: orders.countryId,
        status: orders.status,
        n: sql<number>`count(*)::int`,
        oldestDays: sql<number>`max(extract(day from now() - ${orders.placedAt}))::int`,
        misnumbered: sql<number>`count(*) filter (where ${orders.orderNumber} not like '__-%')::int`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(like(users.email, 'demo-kunde-%'))
      .groupBy(orders.countryId, orders.status);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(2_400);
    expect(new Set(rows.map((row) => row.countryId))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['placed', 'confirmed', 'declined', 'delivered', 'cancelled']),
    );
    expect(Math.max(...rows.map((row) => row.oldestDays))).toBeGreaterThan(700);
    expect(rows.every((row) => row.misnumbered === 0)).toBe(true);

    // A day-old order already cancelled or declined has its step now, not in the coming days.
    const [late] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(like(users.email, 'demo-kunde-%'), sql`${orderEvents.at} > now()`));
    expect(late?.n).toBe(0);
  });
});
