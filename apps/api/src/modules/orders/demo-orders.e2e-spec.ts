import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_PASSWORD, seedDemoAccounts, seedDemoOrders } from '@fuel/seed';
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
});
