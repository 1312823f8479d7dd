import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser, sessionFrom, signIn } from '../accounts/accounts.fixture.js';
import type { DealerProfileOutput } from './dto/dealer-profile.output.js';
import type { OrderOutput } from './dto/order.output.js';
import { bearer, dealerStaff, orderingCustomer, placedOrder, supportStaff } from './orders.fixture.js';

/**
 * Who may open the dealer portal (spec 2 §6): a dealer's staff their own dealer's orders only, an admin
 * (who holds every role) every dealer's; customers, guests, support, anonymous callers and ended sessions
 * nobody's. Odd order ids are a 404, never a 500.
 */
describe('dealer portal access', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());

  async function admin() {
    const user = await createUser(app(), { roles: ['Role_Interaid_Admin'] });
    return { user, auth: bearer((await signIn(app(), user.email)).token) };
  }

  it("shows a dealer's staff their own orders and hides another dealer's as unknown", async () => {
    const order = await placedOrder(app());
    const own = await dealerStaff(app(), order.dealerId);
    // A neighbour of the demo market (dealer ids are consecutive).
    const other = await dealerStaff(app(), order.dealerId > 1 ? order.dealerId - 1 : order.dealerId + 1);

    const list = (await http().get('/api/dealer/orders').set(own.auth).expect(200)).body as OrderOutput[];
    expect(list.map((o) => o.OrderId)).toContain(order.orderId);
    expect(list.every((o) => o.DealerId === order.dealerId)).toBe(true);

    const foreign = (await http().get('/api/dealer/orders').set(other.auth).expect(200))
      .body as OrderOutput[];
    expect(foreign.map((o) => o.OrderId)).not.toContain(order.orderId);
    await http().get(`/api/dealer/orders/${order.orderId}`).set(other.auth).expect(404);
    await http()
      .post(`/api/dealer/orders/${order.orderId}/decline`)
      .set(other.auth)
      .send({ Reason: 'nicht meins' })
      .expect(404);
    const unchanged = (await http().get(`/api/dealer/orders/${order.orderId}`).set(own.auth).expect(200))
      .body as OrderOutput;
    expect(unchanged.Status).toBe('placed');
  });

  it("lets an admin see every dealer's orders with the dealer named, and act on one as its dealer", async () => {
    const first = await placedOrder(app());
    const { user, auth } = await admin();

    const list = (await http().get('/api/dealer/orders?status=placed').set(auth).expect(200))
      .body as OrderOutput[];
    const listed = list.find((o) => o.OrderId === first.orderId);
    expect(listed?.DealerName).toBeTruthy();
    expect(listed?.AllowedActions).toEqual(expect.arrayContaining(['confirm', 'decline']));

    await http().get(`/api/dealer/orders/${first.orderId}`).set(auth).expect(200);
    const declined = (
      await http()
        .post(`/api/dealer/orders/${first.orderId}/decline`)
        .set(auth)
        .send({ Reason: 'Liefergebiet ausgelastet' })
        .expect(200)
    ).body as OrderOutput;
    expect(declined.Status).toBe('declined');
    // The history names the dealer's side, the audit log the admin who pressed the button.
    expect(declined.Events.at(-1)).toMatchObject({ To: 'declined', Actor: 'dealer' });
    const audit = await app()
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'order'), eq(auditEvents.entityId, String(first.orderId))));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: user.id, action: 'orders.decline' })]);
    // The admin has no dealer of its own: the profile says so instead of inventing one.
    const profile = await http().get('/api/dealer/profile').set(auth).expect(403);
    expect((profile.body as { error: string }).error).toBe('NO_DEALER');
  });

  it('refuses customers, guests, support staff and anonymous callers', async () => {
    const order = await placedOrder(app());
    const guest = await orderingCustomer(app(), { isGuest: true });
    const support = await supportStaff(app());
    for (const caller of [order.auth, guest.auth, support.auth]) {
      await http().get('/api/dealer/orders').set(caller).expect(403);
      await http().get(`/api/dealer/orders/${order.orderId}`).set(caller).expect(403);
      await http()
        .post(`/api/dealer/orders/${order.orderId}/confirm`)
        .set(caller)
        .send({ DeliveryDate: '2099-01-01' })
        .expect(403);
    }
    await http().get('/api/dealer/orders').expect(401);
    await http().get('/api/dealer/profile').set(bearer('not.a.token')).expect(401);
  });

  it('refuses the token of a signed-out session', async () => {
    const order = await placedOrder(app());
    const staff = await dealerStaff(app(), order.dealerId);
    await http().get('/api/dealer/orders').set(staff.auth).expect(200);
    await http().post('/api/account/jwt/abmelden').set(staff.auth).expect(200);
    await http().get('/api/dealer/orders').set(staff.auth).expect(401);
    await http()
      .post(`/api/dealer/orders/${order.orderId}/confirm`)
      .set(staff.auth)
      .send({ DeliveryDate: '2099-01-01' })
      .expect(401);
  });

  it("refuses an admin's signed-out token, and an admin acting on behalf of a customer", async () => {
    const order = await placedOrder(app());
    const { auth } = await admin();
    const started = await http().post(`/api/support/impersonation/${order.user.id}`).set(auth).expect(200);
    const acting = bearer(sessionFrom(started).token);
    await http().get('/api/dealer/orders').set(acting).expect(403);
    await http()
      .post(`/api/dealer/orders/${order.orderId}/decline`)
      .set(acting)
      .send({ Reason: 'im Auftrag' })
      .expect(403);

    const other = await admin();
    await http().get('/api/dealer/orders').set(other.auth).expect(200);
    await http().post('/api/account/jwt/abmelden').set(other.auth).expect(200);
    await http().get('/api/dealer/orders').set(other.auth).expect(401);
    await http()
      .post(`/api/dealer/orders/${order.orderId}/decline`)
      .set(other.auth)
      .send({ Reason: 'abgemeldet' })
      .expect(401);
  });

  it('answers odd order ids with a 4xx, never a 500', async () => {
    const order = await placedOrder(app());
    const staff = await dealerStaff(app(), order.dealerId);
    const { auth } = await admin();
    const ids = [
      '0',
      '-1',
      '1e3',
      '0x3E8',
      'abc',
      '%00',
      `${order.orderId}%00`,
      '99999999999999999999',
      '1.5',
    ];
    for (const id of ids) {
      for (const caller of [staff.auth, auth]) {
        const read = await http().get(`/api/dealer/orders/${id}`).set(caller);
        const act = await http()
          .post(`/api/dealer/orders/${id}/delivered`)
          .set(caller)
          .send({ DeliveredAmount: 1000 });
        // NUL bytes are refused as a bad request before routing, the rest is no order.
        const expected = id.includes('%00') ? [400, 404] : [404];
        expect({ id, read: expected.includes(read.status), act: expected.includes(act.status) }).toEqual({
          id,
          read: true,
          act: true,
        });
      }
    }
  });

  it("names the staff member's dealer in the profile", async () => {
    const order = await placedOrder(app());
    const staff = await dealerStaff(app(), order.dealerId);
    const profile = (await http().get('/api/dealer/profile').set(staff.auth).expect(200))
      .body as DealerProfileOutput;
    expect(profile.DealerId).toBe(order.dealerId);
    expect(profile.DealerName).not.toBe('');
  });
});
