import { describe, expect, it } from '@jest/globals';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { auditEvents, mailOutbox, orders } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import type { AuditEventPageOutput } from '../../core/audit/dto/audit-event.output.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser } from '../accounts/accounts.fixture.js';
import type {
  MailsResentOutput,
  OrderNoteOutput,
  SupportOrderDetailsOutput,
  SupportOrderPageOutput,
} from './dto/support-order.output.js';
import {
  bearer,
  type Bearer,
  dealerStaff,
  orderingCustomer,
  placedOrder,
  supportStaff,
} from './orders.fixture.js';
import { signIn } from '../accounts/accounts.fixture.js';
import { siteToday } from '@fuel/domain/common';

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);

/** Issue #13 points 3 and 10: customer support's order search, details, notes, mails, and the audit log. */
describe('support orders and audit log', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const staffOf = async (role: string): Promise<Bearer> => {
    const user = await createUser(app(), { roles: [`Role_Interaid_${role}`] });
    return bearer((await signIn(app(), user.email)).token);
  };
  const search = (auth: Bearer, query: Record<string, string | number>) =>
    http().get('/api/support/orders').query(query).set(auth);

  it('finds an order by number, e-mail, postal code, dealer, status, site and period, newest first', async () => {
    const support = await supportStaff(app());
    const customer = await orderingCustomer(app());
    const older = await placedOrder(app(), customer);
    const newer = await placedOrder(app(), customer);
    const today = siteToday(1);

    const byEmail = (await search(support.auth, { email: customer.user.email.toUpperCase() }).expect(200))
      .body as SupportOrderPageOutput;
    expect(byEmail.rows.map((row) => row.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(byEmail.nextCursor).toBeNull();
    const [row] = byEmail.rows;
    expect(row).toMatchObject({ status: 'placed', statusLabel: expect.any(String), postalCode: '80331' });

    const number = row?.orderNumber ?? '';
    const byNumber = (await search(support.auth, { orderNumber: number.toLowerCase() }).expect(200))
      .body as SupportOrderPageOutput;
    expect(byNumber.rows.map((found) => found.orderId)).toEqual([newer.orderId]);

    const all = (
      await search(support.auth, {
        email: customer.user.email,
        postalCode: '80331',
        dealerId: newer.dealerId,
        status: 'placed',
        countryId: 1,
        from: today,
        to: today,
      }).expect(200)
    ).body as SupportOrderPageOutput;
    expect(all.rows).toHaveLength(2);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const none = (await search(support.auth, { email: customer.user.email, to: yesterday }).expect(200))
      .body as SupportOrderPageOutput;
    expect(none.rows).toEqual([]);
  });

  it('pages by keyset without skipping or repeating an order, also among orders placed at the same moment', async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    if (!row) throw new Error('no order');
    const { id: _id, ...copy } = row;
    await db()
      .insert(orders)
      .values(
        Array.from({ length: 70 }, (_, i) => ({ ...copy, orderNumber: `DE-PAGE-${order.orderId}-${i}` })),
      );
    // The very same microsecond as the original (a JS Date holds milliseconds only): only the id orders them.
    await db()
      .update(orders)
      .set({ placedAt: sql`(select placed_at from "order" where id = ${order.orderId})` })
      .where(like(orders.orderNumber, `DE-PAGE-${order.orderId}-%`));
    const query = { dealerId: order.dealerId, email: order.user.email };
    const first = (await search(support.auth, query).expect(200)).body as SupportOrderPageOutput;
    expect(first.rows).toHaveLength(50);
    expect(first.nextCursor).toMatch(/^\d{4}-.+\.\d{6}Z_\d+$/);
    const second = (await search(support.auth, { ...query, after: first.nextCursor ?? '' }).expect(200))
      .body as SupportOrderPageOutput;
    expect(second.rows).toHaveLength(21);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.rows, ...second.rows].map((found) => found.orderId);
    expect(new Set(ids).size).toBe(71);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('refuses bad filters with 400', async () => {
    const support = await supportStaff(app());
    for (const query of [
      { orderNumber: NUL },
      { orderNumber: LONG },
      { email: 'kein-mail' },
      { email: `${LONG}@example.com` },
      { postalCode: '8033a' },
      { dealerId: 'x' },
      { dealerId: 0 },
      { status: 'lost' },
      { countryId: 9 },
      { from: '2026-02-30' },
      { to: LONG },
      { after: 'abc' },
      { after: NUL },
      // The cursor's shape with an instant that does not exist (PostgreSQL would refuse it: a 500).
      { after: '2026-13-45T25:61:61.000000Z_1' },
      { after: '2026-02-30T10:00:00.000000Z_1' },
      { unknown: 1 },
    ] as Record<string, string | number>[]) {
      await search(support.auth, query).expect(400);
    }
    // An id beyond the integer column is a page after every order, not an overflow.
    const beyond = await search(support.auth, { after: '2026-11-24T10:00:00.000000Z_999999999999999' });
    expect(beyond.status).toBe(200);
  });

  it('shows an order with its customer, price, payment, history and notes; a note is audited', async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    const note = (
      await http()
        .post(`/api/support/orders/${order.orderId}/notes`)
        .set(support.auth)
        .send({ text: 'Kunde bittet um Rückruf' })
        .expect(201)
    ).body as OrderNoteOutput;
    expect(note).toMatchObject({ text: 'Kunde bittet um Rückruf', authorEmail: support.user.email });

    const details = (await http().get(`/api/support/orders/${order.orderId}`).set(support.auth).expect(200))
      .body as SupportOrderDetailsOutput;
    expect(details.order.OrderId).toBe(order.orderId);
    expect(details.order.Price).toBeDefined();
    expect(details.order.Payment).toBeDefined();
    expect(details.order.DeliveryPoints).toHaveLength(1);
    expect(details.customer).toMatchObject({ userId: order.user.id, email: order.user.email });
    expect(details.notes.map((n) => n.text)).toEqual(['Kunde bittet um Rückruf']);
    expect(details.history.map((entry) => entry.action)).toEqual(['orders.placed', 'orders.add-note']);
    expect(details.history[1]).toMatchObject({ actorKind: 'staff', note: 'Kunde bittet um Rückruf' });

    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'orders.add-note'), eq(auditEvents.entityId, String(order.orderId))));
    expect(audited).toMatchObject({ actorUserId: support.user.id, entityType: 'order' });
  });

  it('refuses bad notes with 400 and unknown orders with 404', async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    for (const body of [
      {},
      { text: '  ' },
      { text: NUL },
      { text: 'x'.repeat(2001) },
      { text: LONG },
      { text: 5 },
    ]) {
      await http()
        .post(`/api/support/orders/${order.orderId}/notes`)
        .set(support.auth)
        .send(body)
        .expect(400);
    }
    await http().get('/api/support/orders/987654321').set(support.auth).expect(404);
    await http().get('/api/support/orders/abc').set(support.auth).expect(404);
    await http()
      .post('/api/support/orders/987654321/notes')
      .set(support.auth)
      .send({ text: 'x' })
      .expect(404);
    await http().post('/api/support/orders/987654321/resend-mails').set(support.auth).expect(404);
  });

  it("queues the customer's mails again and audits it", async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    const resent = (
      await http().post(`/api/support/orders/${order.orderId}/resend-mails`).set(support.auth).expect(200)
    ).body as MailsResentOutput;
    expect(resent.queued).toBe(1);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.user.email), isNull(mailOutbox.dedupeKey)));
    expect(mails).toHaveLength(1);
    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'orders.resend-mails'), eq(auditEvents.entityId, String(order.orderId))),
      );
    expect(audited?.after).toMatchObject({ queued: 1, status: 'placed' });
  });

  it('cancels with a reason through the staff endpoint (orders.cancel), audited', async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    await http()
      .post(`/api/support/orders/${order.orderId}/cancel`)
      .set(support.auth)
      .send({ Reason: NUL })
      .expect(400);
    await http()
      .post(`/api/support/orders/${order.orderId}/cancel`)
      .set(support.auth)
      .send({ Reason: 'Kunde hat angerufen' })
      .expect(200);
    const details = (await http().get(`/api/support/orders/${order.orderId}`).set(support.auth).expect(200))
      .body as SupportOrderDetailsOutput;
    expect(details.order.Status).toBe('cancelled');
    expect(details.history.map((entry) => entry.action)).toEqual([
      'orders.placed',
      'orders.cancelled',
      'orders.cancel',
    ]);
  });

  it('lets only holders of orders.support and audit.view in', async () => {
    const order = await placedOrder(app());
    const editor = await staffOf('Editor');
    const marketing = await staffOf('Marketing');
    const financial = await staffOf('Financial');
    const dealer = await dealerStaff(app(), order.dealerId);
    for (const auth of [editor, marketing, dealer.auth, order.auth]) {
      await search(auth, {}).expect(403);
      await http().get(`/api/support/orders/${order.orderId}`).set(auth).expect(403);
      await http()
        .post(`/api/support/orders/${order.orderId}/notes`)
        .set(auth)
        .send({ text: 'x' })
        .expect(403);
      await http().post(`/api/support/orders/${order.orderId}/resend-mails`).set(auth).expect(403);
    }
    for (const auth of [editor, financial, dealer.auth, order.auth]) {
      await http().get('/api/support/audit-events').set(auth).expect(403);
    }
    await search(financial, {}).expect(200);
    await http().get('/api/support/orders').expect(401);
    await http().get('/api/support/audit-events').expect(401);
  });

  it('refuses a signed-out staff token on every support call, and writes no note with it', async () => {
    const order = await placedOrder(app());
    const admin = await staffOf('Admin');
    await search(admin, {}).expect(200);
    await http().post('/api/account/jwt/abmelden').set(admin).expect(200);
    await search(admin, {}).expect(401);
    await http().get(`/api/support/orders/${order.orderId}`).set(admin).expect(401);
    await http()
      .post(`/api/support/orders/${order.orderId}/notes`)
      .set(admin)
      .send({ text: 'x' })
      .expect(401);
    await http().post(`/api/support/orders/${order.orderId}/resend-mails`).set(admin).expect(401);
    await http().get('/api/support/audit-events').set(admin).expect(401);
    const details = await http()
      .get(`/api/support/orders/${order.orderId}`)
      .set(await staffOf('CustomerSupport'))
      .expect(200);
    expect((details.body as SupportOrderDetailsOutput).notes).toEqual([]);
  });

  it('lists audit events by actor, entity, action and period with keyset paging', async () => {
    const support = await supportStaff(app());
    const order = await placedOrder(app());
    for (const text of ['eins', 'zwei']) {
      await http()
        .post(`/api/support/orders/${order.orderId}/notes`)
        .set(support.auth)
        .send({ text })
        .expect(201);
    }
    const today = siteToday(1);
    const list = async (query: Record<string, string | number>) =>
      (await http().get('/api/support/audit-events').query(query).set(support.auth).expect(200))
        .body as AuditEventPageOutput;
    const mine = await list({ actorUserId: support.user.id, from: today, to: today });
    expect(mine.rows.map((row) => row.after?.['text'])).toEqual(['zwei', 'eins']);
    const ofOrder = await list({
      entityType: 'order',
      entityId: String(order.orderId),
      action: 'orders.add-note',
    });
    expect(ofOrder.rows).toHaveLength(2);
    const all = await list({});
    if (all.nextCursor) {
      const next = await list({ after: all.nextCursor });
      expect(next.rows[0]?.id).not.toBe(all.rows.at(-1)?.id);
    }
    for (const query of [
      { actorUserId: 'x' },
      { actorUserId: LONG },
      { entityType: NUL },
      { entityId: LONG },
      { action: 'DROP TABLE' },
      { from: 'gestern' },
      { after: LONG },
      { other: 1 },
    ]) {
      await http().get('/api/support/audit-events').query(query).set(support.auth).expect(400);
    }
  });
});
