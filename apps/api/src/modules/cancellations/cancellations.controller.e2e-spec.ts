import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { auditEvents } from '@fuel/db';
import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser, sessionFor } from '../accounts/accounts.fixture.js';
import { type Bearer, bearer, dealerStaff, placedOrder } from '../orders/orders.fixture.js';
import type { GetOrderCancellationListInput } from './dto/get-order-cancellation-list.input.js';
import type {
  OrderCancellationOutput,
  OrderCancellationSavedOutput,
} from './dto/order-cancellation.output.js';
import type { SaveOrderCancellationListInput } from './dto/save-order-cancellation-list.input.js';
import { siteToday } from '@fuel/domain/common';

const BASE = '/api/ordercancellationlist';

describe('cancellation management', () => {
  const testApp = useSeededTestApp();
  let app: NestExpressApplication;
  let admin: Bearer;
  let first: Awaited<ReturnType<typeof placedOrder>>;
  let second: Awaited<ReturnType<typeof placedOrder>>;
  let stillPlaced: Awaited<ReturnType<typeof placedOrder>>;
  const http = () => request(app.getHttpServer());
  const post = (call: string, auth: Bearer | undefined, body: unknown) => {
    const test = http().post(`${BASE}/${call}`);
    return (auth ? test.set(auth) : test).send(body as object);
  };
  const staff = async (role: string) => {
    const user = await createUser(app, { roles: [`Role_Interaid_${role}`] });
    return { user, auth: bearer((await sessionFor(app, user)).token) };
  };
  const today = siteToday(1);
  const period = { from: '2020-01-01', to: today } satisfies GetOrderCancellationListInput;
  const listed = async (auth: Bearer, filter: Partial<GetOrderCancellationListInput> = {}) => {
    const res = await post('getOrderCancellationList', auth, { ...period, ...filter }).expect(200);
    return res.body as OrderCancellationOutput[];
  };
  const rowOf = async (orderId: number) => (await listed(admin)).find((row) => row.orderId === orderId);
  const auditCount = async (action: string, orderId: number) =>
    (
      await app
        .get(DatabaseService)
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(orderId))))
    ).length;

  beforeAll(async () => {
    app = testApp();
    admin = (await staff('Admin')).auth;
    const support = (await staff('CustomerSupport')).auth;
    [first, second, stillPlaced] = [await placedOrder(app), await placedOrder(app), await placedOrder(app)];
    for (const order of [first, second]) {
      await http()
        .post(`/api/support/orders/${order.orderId}/cancel`)
        .set(support)
        .send({ Reason: 'Kunde hat angerufen' })
        .expect(200);
    }
  }, 120_000);
  describe('getOrderCancellationList', () => {
    it('lists cancelled orders with their bookkeeping, names and total, not the placed ones', async () => {
      // The dealer side of a comment needs a staff account of the dealer.
      await dealerStaff(app, first.dealerId);
      const rows = await listed(admin);
      const ids = rows.map((row) => row.orderId);
      expect(ids).toEqual(expect.arrayContaining([first.orderId, second.orderId]));
      expect(ids).not.toContain(stillPlaced.orderId);
      expect(rows.find((row) => row.orderId === first.orderId)).toEqual({
        orderId: first.orderId,
        orderNumber: expect.stringMatching(/^DE-/),
        countryId: 1,
        dealerId: first.dealerId,
        dealerName: expect.any(String),
        customerName: 'Erika Mustermann',
        customerUserId: first.user.id,
        dealerUserId: expect.any(Number),
        cancelledAt: expect.any(String),
        grossTotal: expect.any(Number),
        isBooked: false,
        bookedAs: null,
        feedbackStatus: 0,
        feedbackReason: null,
        feedbackComment: null,
        customerComment: null,
        dealerComment: null,
      });
    });

    it('filters by site, dealer and period', async () => {
      expect(
        (await listed(admin, { countryId: 2, dealerId: first.dealerId })).map((r) => r.orderId),
      ).not.toContain(first.orderId);
      expect((await listed(admin, { dealerId: first.dealerId })).map((r) => r.orderId)).toContain(
        first.orderId,
      );
      expect(await listed(admin, { from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    });

    it('answers 404 for a dealer nobody has (the web shows an empty list)', async () => {
      await post('getOrderCancellationList', admin, { ...period, dealerId: 987654321 }).expect(404);
    });

    it.each([
      ['no body', {}],
      ['a day that does not exist', { ...period, from: '2026-02-31' }],
      ['an end before the start', { from: '2026-02-02', to: '2026-02-01' }],
      ['NUL in a day', { ...period, from: '2026-01-01\u0000' }],
      ['nested JSON for a day', { ...period, to: { $gt: '2026-01-01' } }],
      ['a site that does not exist', { ...period, countryId: 9 }],
      ['booked as text', { ...period, isBooked: 'ja' }],
    ])('refuses %s with 400', async (_, body) => {
      const res = await post('getOrderCancellationList', admin, body).expect(400);
      expect((res.body as { message: string }).message).toEqual(expect.any(String));
    });

    it('is for admin, financial, customer and dealer support; others get 403, visitors 401', async () => {
      for (const role of ['Financial', 'CustomerSupport', 'DealerSupport']) {
        await post('getOrderCancellationList', (await staff(role)).auth, period).expect(200);
      }
      for (const role of ['Editor', 'Marketing']) {
        await post('getOrderCancellationList', (await staff(role)).auth, period).expect(403);
      }
      await post('getOrderCancellationList', first.auth, period).expect(403);
      await post('getOrderCancellationList', (await dealerStaff(app, first.dealerId)).auth, period).expect(
        403,
      );
      await post('getOrderCancellationList', undefined, period).expect(401);
    });
  });

  describe('saveOrderCancellationList', () => {
    it('books the dirty rows in one call, audited; repeating it changes nothing', async () => {
      const financial = (await staff('Financial')).auth;
      const body = {
        orders: [
          { orderId: first.orderId, isBooked: true, bookedAs: 'withCommission' },
          { orderId: second.orderId, isBooked: true, bookedAs: 'withoutCommission' },
        ],
      } satisfies SaveOrderCancellationListInput;
      const saved = await post('saveOrderCancellationList', financial, body).expect(200);
      expect(saved.body).toEqual({ Success: true, changed: 2 } satisfies OrderCancellationSavedOutput);
      expect((await post('saveOrderCancellationList', financial, body).expect(200)).body).toEqual({
        Success: true,
        changed: 0,
      });
      expect(await rowOf(first.orderId)).toMatchObject({ isBooked: true, bookedAs: 'withCommission' });
      expect(await rowOf(second.orderId)).toMatchObject({ isBooked: true, bookedAs: 'withoutCommission' });
      expect(await auditCount('cancellations.book', first.orderId)).toBe(1);
      expect((await listed(admin, { isBooked: false })).map((r) => r.orderId)).not.toContain(first.orderId);
      expect((await listed(admin, { isBooked: true })).map((r) => r.orderId)).toContain(first.orderId);
    });

    it('saves nothing when one row names an order that is not cancelled or does not exist (404)', async () => {
      for (const missing of [stillPlaced.orderId, 987654321]) {
        await post('saveOrderCancellationList', admin, {
          orders: [
            { orderId: first.orderId, isBooked: false },
            { orderId: missing, isBooked: false },
          ],
        }).expect(404);
      }
      expect(await rowOf(first.orderId)).toMatchObject({ isBooked: true, bookedAs: 'withCommission' });
    });

    it.each([
      ['no rows', { orders: [] }],
      ['rows not as a list', { orders: { orderId: 1 } }],
      ['a row that is not an object', { orders: ['x'] }],
      ['booked without a mode', { orders: [{ orderId: 1, isBooked: true }] }],
      ['an unknown mode', { orders: [{ orderId: 1, isBooked: true, bookedAs: 'halb' }] }],
      ['NUL in the mode', { orders: [{ orderId: 1, isBooked: true, bookedAs: 'withCommission\u0000' }] }],
      ['nested JSON for an id', { orders: [{ orderId: { id: 1 }, isBooked: false }] }],
      [
        'one order twice',
        {
          orders: [
            { orderId: 1, isBooked: false },
            { orderId: 1, isBooked: false },
          ],
        },
      ],
    ])('refuses %s with 400', async (_, body) => {
      await post('saveOrderCancellationList', admin, body).expect(400);
    });

    it('leaves one consistent state and one audit event after 100 parallel saves of a row', async () => {
      const before = await auditCount('cancellations.book', second.orderId);
      const body = { orders: [{ orderId: second.orderId, isBooked: false, bookedAs: null }] };
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => post('saveOrderCancellationList', admin, body)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 100 }, () => 200));
      expect(answers.reduce((sum, res) => sum + (res.body as OrderCancellationSavedOutput).changed, 0)).toBe(
        1,
      );
      expect(await auditCount('cancellations.book', second.orderId)).toBe(before + 1);
      expect(await rowOf(second.orderId)).toMatchObject({ isBooked: false, bookedAs: null });
    });
  });

  describe('saveOrderCancellationComment', () => {
    it("stores the customer's and the dealer's comment by their user, audited and idempotent", async () => {
      const dealer = await dealerStaff(app, first.dealerId);
      const customerSide = { orderId: first.orderId, userId: first.user.id, comment: 'Zu teuer' };
      expect((await post('saveOrderCancellationComment', admin, customerSide).expect(200)).body).toEqual({
        Success: true,
        changed: 1,
      });
      expect(
        (await post('saveOrderCancellationComment', admin, customerSide).expect(200)).body,
      ).toMatchObject({
        changed: 0,
      });
      await post('saveOrderCancellationComment', admin, {
        orderId: first.orderId,
        userId: dealer.user.id,
        comment: 'Kunde nicht erreichbar',
      }).expect(200);
      const row = await rowOf(first.orderId);
      expect(row?.customerComment).toMatchObject({ fkUserId: first.user.id, comment: 'Zu teuer' });
      expect(row?.dealerComment).toMatchObject({
        fkUserId: dealer.user.id,
        comment: 'Kunde nicht erreichbar',
      });
      expect(await auditCount('cancellations.comment', first.orderId)).toBe(2);
    });

    it('refuses a user of neither side (400), an unknown user or order (404) and bad input (400)', async () => {
      const stranger = await createUser(app);
      const body = { orderId: first.orderId, userId: stranger.id, comment: 'x' };
      await post('saveOrderCancellationComment', admin, body).expect(400);
      await post('saveOrderCancellationComment', admin, { ...body, userId: 987654321 }).expect(404);
      await post('saveOrderCancellationComment', admin, { ...body, orderId: 987654321 }).expect(404);
      await post('saveOrderCancellationComment', admin, { ...body, comment: '   ' }).expect(400);
      await post('saveOrderCancellationComment', admin, { ...body, comment: 'a\u0000b' }).expect(400);
      await post('saveOrderCancellationComment', admin, { ...body, comment: { text: 'x' } }).expect(400);
      await post('saveOrderCancellationComment', (await staff('Editor')).auth, body).expect(403);
    });
  });

  describe('saveOrderCancellationFeedback', () => {
    it('sets feedback status 1 with its reason and comment, audited once however often it is sent', async () => {
      const body = {
        orderId: second.orderId,
        feedbackReason: 'Preis',
        feedbackComment: 'Anderswo günstiger',
      };
      await post('saveOrderCancellationFeedback', admin, body).expect(200);
      await post('saveOrderCancellationFeedback', admin, body).expect(200);
      expect(await rowOf(second.orderId)).toMatchObject({
        feedbackStatus: 1,
        feedbackReason: 'Preis',
        feedbackComment: 'Anderswo günstiger',
      });
      expect(await auditCount('cancellations.feedback', second.orderId)).toBe(1);
    });

    it('refuses an unknown order (404), bad input (400) and roles without the permission (403)', async () => {
      await post('saveOrderCancellationFeedback', admin, { orderId: 987654321, feedbackReason: 'x' }).expect(
        404,
      );
      await post('saveOrderCancellationFeedback', admin, { orderId: second.orderId }).expect(400);
      await post('saveOrderCancellationFeedback', admin, {
        orderId: second.orderId,
        feedbackReason: ['x'],
      }).expect(400);
      await post('saveOrderCancellationFeedback', first.auth, {
        orderId: second.orderId,
        feedbackReason: 'x',
      }).expect(403);
    });
  });

  it('keeps no audit row for a refused save', async () => {
    const events = await app
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [String(stillPlaced.orderId), '987654321']));
    expect(events.filter((event) => event.action.startsWith('cancellations.'))).toEqual([]);
  });
});
