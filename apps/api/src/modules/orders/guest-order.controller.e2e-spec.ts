import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser } from '../accounts/accounts.fixture.js';
import type { OrderOutput } from './dto/order.output.js';
import { GuestOrderLinks } from './guest-order-links.service.js';
import { orderingCustomer, placedOrder } from './orders.fixture.js';

/** Issue #12 point 3: the guest's "Bestellung ansehen" link, read-only, signed and expiring; attacked. */
describe('GET /api/order-process/guest-orders/{orderId}', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const links = () => app().get(GuestOrderLinks);
  const show = (orderId: number | string, token: string) =>
    http().get(`/api/order-process/guest-orders/${orderId}`).query({ token });
  const guestOrder = async () => placedOrder(app(), await orderingCustomer(app(), { isGuest: true }));
  const errorOf = (body: unknown) => body as ErrorResponse;

  it('shows the guest order of a valid link without a session, and offers no action', async () => {
    const { orderId } = await guestOrder();
    const { body } = await show(orderId, links().issue(orderId)).expect(200);
    const order = body as OrderOutput;
    expect(order).toMatchObject({ OrderId: orderId, Status: 'placed', AllowedActions: [] });
    expect(order.DeliveryAddress).toMatchObject({ Street: 'Marienplatz', ZipCode: '80331' });
    expect(order.Price.GrossTotal).toBeGreaterThan(0);
    expect(order.Payment.Label).toBe('Rechnung des Händlers');
  });

  it('refuses a changed signature, a moved expiry and a valid link of another order with one German 404', async () => {
    const { orderId } = await guestOrder();
    const other = await guestOrder();
    const token = links().issue(orderId);
    const [expiry = '', signature = ''] = token.split('.');
    const tampered = `${expiry}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const later = `${(Number.parseInt(expiry, 36) + 86_400 * 365).toString(36)}.${signature}`;
    for (const [id, bad] of [
      [orderId, tampered],
      [orderId, later],
      [orderId, links().issue(other.orderId)],
      [other.orderId, token],
      [orderId + 1_000_000, token],
    ] as const) {
      const res = await show(id, bad).expect(404);
      expect(errorOf(res.body)).toMatchObject({
        error: 'NOT_FOUND',
        message: 'Dieser Link zur Bestellung ist ungültig.',
      });
    }
  });

  it('answers 410 for an expired link', async () => {
    const { orderId } = await guestOrder();
    const res = await show(orderId, links().issue(orderId, -1)).expect(410);
    expect(errorOf(res.body).error).toBe('LINK_EXPIRED');
    expect(errorOf(res.body).message).toMatch(/^Dieser Link zur Bestellung ist abgelaufen\./);
  });

  it('stops showing the order once it belongs to a customer account (the guest claimed it): 410', async () => {
    const { orderId } = await guestOrder();
    const token = links().issue(orderId);
    const account = await createUser(app());
    await app()
      .get(DatabaseService)
      .db.update(orders)
      .set({ userId: account.id })
      .where(eq(orders.id, orderId));
    const res = await show(orderId, token).expect(410);
    expect(errorOf(res.body).message).toBe(
      'Diese Bestellung gehört jetzt zu einem Kundenkonto. Bitte melden Sie sich an, um sie anzusehen.',
    );
  });

  it("never shows a registered customer's order, whatever the link says", async () => {
    const { orderId } = await placedOrder(app());
    await show(orderId, links().issue(orderId)).expect(410);
  });

  it('answers malformed tokens, ids and NUL bytes with a German 4xx, never 500', async () => {
    const { orderId } = await guestOrder();
    const token = links().issue(orderId);
    const malformed = await show(orderId, `${token}x`).expect(400);
    expect(errorOf(malformed.body).message).toBe('Bitte prüfen Sie Ihre Eingaben: token');
    expect(JSON.stringify(malformed.body)).toContain('Dieser Link zur Bestellung ist ungültig.');
    await show(orderId, `${token}\0`).expect(400);
    await show(orderId, '').expect(400);
    await http().get(`/api/order-process/guest-orders/${orderId}`).expect(400);
    await http()
      .get(`/api/order-process/guest-orders/${orderId}?token=${token}&token=${token}`)
      .expect((res) => expect(res.status).toBe(400));
    for (const id of ['0', '-1', 'abc', '99999999999']) await show(id, token).expect(404);
    // A NUL in the path is refused before routing, naming nothing of the order.
    await show('1%00', token).expect(400);
  });

  it('answers 100 parallel calls with valid and forged links correctly, without an error', async () => {
    const { orderId } = await guestOrder();
    const token = links().issue(orderId);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => show(orderId, i % 2 === 0 ? token : forged)),
    );
    expect(answers.map((res) => res.status)).toEqual(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 200 : 404)),
    );
  });
});
