import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { auditEvents, dealerCommissions, orderCancellations, orders } from '@fuel/db';
import type { CancellationBookedAs, OrderStatus } from '@fuel/domain/orders';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createDealer, createUser, sessionFor } from '../accounts/accounts.fixture.js';
import { type Bearer, bearer, placedOrder } from '../orders/orders.fixture.js';
import type { CommissionHistoryOutput } from './dto/commission-history.output.js';
import type { CommissionRateOutput, SalesListOutput } from './dto/sales-list.output.js';

/** January and February 2004 on a dealer of its own: no other test places orders there. */
const PERIOD = { from: '2004-01-01', to: '2004-02-29' };

describe('sales list and commission rates', () => {
  const testApp = useSeededTestApp();
  let app: NestExpressApplication;
  let admin: Bearer;
  let dealerId: number;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;
  const staff = async (role: string) =>
    bearer((await sessionFor(app, await createUser(app, { roles: [`Role_Interaid_${role}`] }))).token);
  const list = (query: object, auth: Bearer | null = admin) => {
    const test = http().get('/api/support/sales').query(query);
    return auth ? test.set(auth) : test;
  };
  const setRate = (id: number | string, body: object, auth: Bearer = admin) =>
    http().put(`/api/support/sales/commission-rates/${id}`).set(auth).send(body);

  /** A placed order moved to the test dealer, `placedAt`, a gross total, a site and a status or booking. */
  const orderAt = async (
    placedAt: string,
    grossTotal: number,
    state: { status?: OrderStatus; bookedAs?: CancellationBookedAs; countryId?: 1 | 2 } = {},
  ) => {
    const { orderId } = await placedOrder(app);
    await db()
      .update(orders)
      .set({
        dealerId,
        placedAt: new Date(placedAt),
        grossTotal,
        countryId: state.countryId ?? 1,
        status: state.status ?? 'confirmed',
      })
      .where(eq(orders.id, orderId));
    if (state.bookedAs) {
      await db().insert(orderCancellations).values({ orderId, isBooked: true, bookedAs: state.bookedAs });
    }
  };

  beforeAll(async () => {
    app = testApp();
    admin = await staff('Admin');
    dealerId = await createDealer(app);
    // 3 % (the default) until 15 January, 4 % until 15 February, then 2.5 %.
    await db()
      .insert(dealerCommissions)
      .values([
        { dealerId, rateBasisPoints: 400, validFrom: new Date('2004-01-15T00:00:00+01:00') },
        { dealerId, rateBasisPoints: 250, validFrom: new Date('2004-02-15T00:00:00+01:00') },
      ]);
    await orderAt('2004-01-10T10:00:00Z', 100_000); // 3 %: 3000
    await orderAt('2004-01-20T10:00:00Z', 200_001); // 4 %: 8000.04 → 8000
    await orderAt('2004-02-20T10:00:00Z', 150_000, { status: 'delivered' }); // 2.5 %: 3750
    await orderAt('2004-01-25T10:00:00Z', 50_000, { status: 'cancelled', bookedAs: 'withCommission' }); // 2000
    await orderAt('2004-02-25T10:00:00Z', 60_000, { status: 'cancelled', bookedAs: 'withoutCommission' });
    await orderAt('2004-02-26T10:00:00Z', 70_000, { status: 'cancelled' }); // not booked yet: left out
    await orderAt('2004-02-27T10:00:00Z', 80_000, { status: 'declined' }); // never sold
    await orderAt('2004-02-29T23:30:00Z', 90_000); // 1 March in Berlin: after the period
    await orderAt('2004-02-10T10:00:00Z', 40_000, { countryId: 2 }); // Austria, 4 %: 1600 (in euro cents too)
  }, 180_000);

  it('sums orders, commission at the rate of each order’s time and booked cancellations per dealer and site', async () => {
    const res = await list({ ...PERIOD, dealerId }).expect(200);
    const body = res.body as SalesListOutput;
    expect(body.defaultRateBasisPoints).toBe(300);
    const germany = {
      orders: 3,
      orderValue: 450_001,
      orderCommission: 14_750,
      cancellationsWithCommission: 1,
      cancellationCommission: 2000,
      cancellationsWithoutCommission: 1,
      totalCommission: 16_750,
    };
    const austria = {
      orders: 1,
      orderValue: 40_000,
      orderCommission: 1600,
      cancellationsWithCommission: 0,
      cancellationCommission: 0,
      cancellationsWithoutCommission: 0,
      totalCommission: 1600,
    };
    const dealer = {
      dealerId,
      dealerName: expect.stringMatching(/^Test-Händler/),
      currentRateBasisPoints: 250,
    };
    expect(body.sites).toEqual([
      { countryId: 1, dealers: [{ ...dealer, ...germany }], total: germany },
      { countryId: 2, dealers: [{ ...dealer, ...austria }], total: austria },
    ]);
  });

  it('narrows to a site and answers an empty list for a period without sales', async () => {
    const austria = (await list({ ...PERIOD, dealerId, countryId: 2 }).expect(200)).body as SalesListOutput;
    expect(austria.sites.map((site) => site.countryId)).toEqual([2]);
    const empty = (await list({ from: '2004-06-01', to: '2004-06-30', dealerId }).expect(200))
      .body as SalesListOutput;
    expect(empty.sites).toEqual([]);
  });

  it('refuses bad filters with German reasons and an unknown dealer with 404', async () => {
    for (const query of [
      {},
      { ...PERIOD, from: '2004-02-30' },
      { ...PERIOD, to: '29.02.2004' },
      { from: PERIOD.to, to: PERIOD.from },
      { ...PERIOD, countryId: 4 },
      { ...PERIOD, dealerId: 'abc' },
      { ...PERIOD, dealerId: '99999999999' },
      { ...PERIOD, from: '2004-01-01\u0000' },
      // Long, but under Node's 16 KB header limit (beyond it Node itself drops the request).
      { ...PERIOD, from: 'x'.repeat(8000) },
    ]) {
      const res = await list(query).expect(400);
      expect((res.body as { message: string }).message).toMatch(/[a-zäöü]/);
    }
    expect((await list({ ...PERIOD, dealerId: 987654321 }).expect(404)).body).toMatchObject({
      message: 'Diesen Händler gibt es nicht.',
    });
  });

  it('changes a rate from now on, audited, keeps the history and the figures of earlier orders', async () => {
    const res = await setRate(dealerId, { ratePercent: ' 3,5 ' }).expect(200);
    expect(res.body).toEqual({
      dealerId,
      rateBasisPoints: 350,
      validFrom: expect.any(String),
      changed: true,
    });
    expect(
      ((await setRate(dealerId, { ratePercent: '3.50' }).expect(200)).body as CommissionRateOutput).changed,
    ).toBe(false);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'sales.set-commission-rate'), eq(auditEvents.entityId, String(dealerId))),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entityType: 'dealer',
      before: { rateBasisPoints: 250 },
      after: { rateBasisPoints: 350 },
    });
    const rates = await db().select().from(dealerCommissions).where(eq(dealerCommissions.dealerId, dealerId));
    expect(rates.map((rate) => rate.rateBasisPoints)).toEqual([400, 250, 350]);
    const body = (await list({ ...PERIOD, dealerId, countryId: 1 }).expect(200)).body as SalesListOutput;
    expect(body.sites[0]?.dealers[0]).toMatchObject({ currentRateBasisPoints: 350, totalCommission: 16_750 });
  });

  it('refuses a rate outside 0 to 30 % or not a number, and an unknown dealer', async () => {
    for (const ratePercent of ['30,01', '31', '-1', '3,555', 'drei', '', '3\u0000', 'x'.repeat(100_000), 3]) {
      const res = await setRate(dealerId, { ratePercent }).expect(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: expect.stringMatching(/Provision|Steuerzeichen|Eingaben/),
      });
    }
    await setRate(dealerId, {}).expect(400);
    await setRate(987654321, { ratePercent: '3' }).expect(404);
    await setRate('abc', { ratePercent: '3' }).expect(404);
    expect(
      ((await setRate(dealerId, { ratePercent: '0' }).expect(200)).body as CommissionRateOutput)
        .rateBasisPoints,
    ).toBe(0);
    expect(
      ((await setRate(dealerId, { ratePercent: '30' }).expect(200)).body as CommissionRateOutput)
        .rateBasisPoints,
    ).toBe(3000);
  });

  it.each([
    ['Admin', 200],
    ['Financial', 200],
    ['CustomerSupport', 403],
    ['DealerSupport', 403],
    ['Editor', 403],
    ['Marketing', 403],
    ['meXSupport', 403],
    ['AdManager', 403],
  ])('lets %s see the list and change rates: %i', async (role, status) => {
    const auth = await staff(role);
    await list({ ...PERIOD, dealerId }, auth).expect(status);
    await setRate(dealerId, { ratePercent: '3' }, auth).expect(status);
  });

  it('refuses anonymous callers', async () => {
    await list(PERIOD, null).expect(401);
    await http().get(`/api/support/sales/commission-rates/${dealerId}`).expect(401);
  });

  describe('a dealer’s rate history', () => {
    const history = (id: number | string, auth: Bearer = admin) =>
      http().get(`/api/support/sales/commission-rates/${id}`).set(auth);

    it('lists the rates oldest first with who set them; without rows only the default', async () => {
      const fresh = await createDealer(app);
      expect((await history(fresh).expect(200)).body).toEqual({
        dealerId: fresh,
        dealerName: expect.stringMatching(/^Test-Händler/),
        defaultRateBasisPoints: 300,
        currentRateBasisPoints: 300,
        rates: [],
      });

      const financialUser = await createUser(app, { roles: ['Role_Interaid_Financial'] });
      const financial = bearer((await sessionFor(app, financialUser)).token);
      await setRate(fresh, { ratePercent: '4,25' }, financial).expect(200);
      await setRate(fresh, { ratePercent: '2,5' }).expect(200);
      const body = (await history(fresh, financial).expect(200)).body as CommissionHistoryOutput;
      expect(body).toEqual({
        dealerId: fresh,
        dealerName: expect.stringMatching(/^Test-Händler/),
        defaultRateBasisPoints: 300,
        currentRateBasisPoints: 250,
        rates: [
          {
            rateBasisPoints: 425,
            validFrom: expect.any(String),
            changedBy: { userId: financialUser.id, name: 'Erika Mustermann' },
          },
          {
            rateBasisPoints: 250,
            validFrom: expect.any(String),
            changedBy: { userId: expect.any(Number), name: 'Erika Mustermann' },
          },
        ],
      });
      const [first, second] = body.rates;
      expect(Date.parse(first?.validFrom ?? '')).toBeLessThanOrEqual(Date.parse(second?.validFrom ?? ''));
      // The same rate again stores nothing, so the history does not grow.
      await setRate(fresh, { ratePercent: '2.50' }).expect(200);
      expect(((await history(fresh).expect(200)).body as CommissionHistoryOutput).rates).toHaveLength(2);
    });

    it('shows rows stored without a person (demo data, imports) with no author', async () => {
      const fresh = await createDealer(app);
      await db()
        .insert(dealerCommissions)
        .values({ dealerId: fresh, rateBasisPoints: 500, validFrom: new Date('2004-03-01T00:00:00+01:00') });
      expect(((await history(fresh).expect(200)).body as CommissionHistoryOutput).rates).toEqual([
        { rateBasisPoints: 500, validFrom: '2004-02-29T23:00:00.000Z', changedBy: null },
      ]);
    });

    it('answers an unknown dealer 404 in German and a bad id 400', async () => {
      expect((await history(987654321).expect(404)).body).toMatchObject({
        error: 'NOT_FOUND',
        message: 'Diesen Händler gibt es nicht.',
      });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '12%00', 'x'.repeat(5000)]) {
        const res = await history(id).expect(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION_FAILED',
          message: expect.stringMatching(/[a-zäöü]/),
        });
      }
    });

    it.each([
      ['Admin', 200],
      ['Financial', 200],
      ['CustomerSupport', 403],
      ['DealerSupport', 403],
      ['Editor', 403],
      ['Marketing', 403],
      ['meXSupport', 403],
      ['AdManager', 403],
    ])('lets %s read a history: %i', async (role, status) => {
      await history(dealerId, await staff(role)).expect(status);
    });

    it('keeps dealer staff out of every dealer’s rates, another’s and their own', async () => {
      const own = await createDealer(app);
      const dealerStaff = bearer(
        (await sessionFor(app, await createUser(app, { roles: ['Role_Dealer'], dealerId: own }))).token,
      );
      await history(dealerId, dealerStaff).expect(403);
      await history(own, dealerStaff).expect(403);
      await setRate(dealerId, { ratePercent: '9' }, dealerStaff).expect(403);
    });

    it('answers 50 parallel reads alike', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => history(dealerId).expect(200)));
      expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    });
  });
});
