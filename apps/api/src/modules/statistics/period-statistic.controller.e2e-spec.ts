import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders } from '@fuel/db';
import type { PaymentChoice } from '@fuel/domain/orders';
import { useSeededTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { createUser, signIn } from '../accounts/accounts.fixture.js';
import { bearer, placedOrder } from '../orders/orders.fixture.js';
import type { GetPeriodStatisticInput } from './dto/get-period-statistic.input.js';
import type { PeriodStatisticOutput, StatisticProductOutput } from './dto/period-statistic.output.js';

const INVOICE: PaymentChoice = { paymentId: 11, isInteraidPayment: false, modifier: null };
const INSTALMENT: PaymentChoice = { paymentId: 23, isInteraidPayment: true, modifier: 12 };

/** March and April 2003: a period no other test places orders in. */
const SPRING_2003 = {
  from: '2003-03-01',
  to: '2003-04-30',
  countryId: 1,
  grouping: 'month',
} satisfies GetPeriodStatisticInput;

describe('POST /api/periodStatistic/getStatistic, GET /api/periodStatistic/getProducts', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let admin: { Authorization: string };
  let productId: number;

  const staff = async (role: string) =>
    bearer(
      (await signIn(app(), (await createUser(app(), { roles: [`Role_Interaid_${role}`] })).email)).token,
    );
  const statistic = (body: object, auth = admin) =>
    http().post('/api/periodStatistic/getStatistic').set(auth).send(body);

  /** A placed order moved to `placedAt` with the given figures, payment and status. */
  const orderAt = async (
    placedAt: string,
    figures: { amount: number; grossTotal: number; payment?: PaymentChoice; status?: 'cancelled' },
  ) => {
    const { orderId } = await placedOrder(app());
    const [order] = await app()
      .get(TransactionRunner)
      .db.update(orders)
      .set({
        placedAt: new Date(placedAt),
        amount: figures.amount,
        grossTotal: figures.grossTotal,
        payment: figures.payment ?? INVOICE,
        ...(figures.status ? { status: figures.status } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning({ productId: orders.price });
    return order?.productId.productId;
  };

  beforeAll(async () => {
    admin = await staff('Admin');
    productId = (await orderAt('2003-03-03T10:00:00Z', { amount: 1000, grossTotal: 100_000 })) ?? 0;
    await orderAt('2003-03-20T10:00:00Z', { amount: 3000, grossTotal: 270_000, payment: INSTALMENT });
    // 00:30 on 1 April in Berlin (summer time): an April order although it is still March in UTC.
    await orderAt('2003-03-31T22:30:00Z', { amount: 2000, grossTotal: 190_000 });
    await orderAt('2003-03-10T10:00:00Z', { amount: 5000, grossTotal: 500_000, status: 'cancelled' });
  }, 120_000);

  it('sums the orders per month on the sites’ calendar, without cancelled ones', async () => {
    const res = await statistic(SPRING_2003).expect(200);
    expect(res.body).toEqual({
      Rows: [
        {
          Period: '2003-03-01',
          Orders: 2,
          Amount: 4000,
          Revenue: 370_000,
          AveragePricePer100: 9250,
          RatePay: 0.5,
        },
        {
          Period: '2003-04-01',
          Orders: 1,
          Amount: 2000,
          Revenue: 190_000,
          AveragePricePer100: 9500,
          RatePay: 0,
        },
      ],
      Total: { Orders: 3, Amount: 6000, Revenue: 560_000, AveragePricePer100: 9333, RatePay: 0.3333 },
    } satisfies PeriodStatisticOutput);
  });

  it('groups by day and by week (weeks start on Monday)', async () => {
    const days = (await statistic({ ...SPRING_2003, grouping: 'day' }).expect(200))
      .body as PeriodStatisticOutput;
    expect(days.Rows.map((row) => row.Period)).toEqual(['2003-03-03', '2003-03-20', '2003-04-01']);
    const weeks = (await statistic({ ...SPRING_2003, grouping: 'week' }).expect(200))
      .body as PeriodStatisticOutput;
    expect(weeks.Rows.map((row) => row.Period)).toEqual(['2003-03-03', '2003-03-17', '2003-03-31']);
  });

  it('filters by product and postal-code prefix', async () => {
    const munich = (await statistic({ ...SPRING_2003, ProductId: productId, ZipCode: '80' }).expect(200))
      .body as PeriodStatisticOutput;
    expect(munich.Total.Orders).toBe(3);
    const elsewhere = (await statistic({ ...SPRING_2003, ZipCode: '99' }).expect(200))
      .body as PeriodStatisticOutput;
    expect(elsewhere).toEqual({
      Rows: [],
      Total: { Orders: 0, Amount: 0, Revenue: 0, AveragePricePer100: null, RatePay: 0 },
    });
  });

  it('answers an empty period with no rows and zero totals', async () => {
    const res = await statistic({ ...SPRING_2003, from: '2002-01-01', to: '2002-12-31' }).expect(200);
    expect((res.body as PeriodStatisticOutput).Rows).toEqual([]);
    expect(
      ((await statistic({ ...SPRING_2003, countryId: 3 }).expect(200)).body as PeriodStatisticOutput).Rows,
    ).toEqual([]);
  });

  it.each([
    [{ ...SPRING_2003, from: '2003-05-01' }, 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.'],
    [{ ...SPRING_2003, from: '2000-04-30' }, 'Der Zeitraum darf höchstens 3 Jahre umfassen.'],
    [{ ...SPRING_2003, from: '2003-02-31' }, 'Bitte prüfen Sie Ihre Eingaben: from'],
    [{ ...SPRING_2003, ZipCode: '8a' }, 'Bitte prüfen Sie Ihre Eingaben: ZipCode'],
    [{ ...SPRING_2003, ZipCode: '123456' }, 'Bitte prüfen Sie Ihre Eingaben: ZipCode'],
    [{ ...SPRING_2003, grouping: 'year' }, 'Bitte prüfen Sie Ihre Eingaben: grouping'],
    [{ ...SPRING_2003, countryId: 4 }, 'Bitte prüfen Sie Ihre Eingaben: countryId'],
    [{ ...SPRING_2003, ProductId: 6 }, 'Dieses Produkt gibt es auf der gewählten Länderseite nicht.'],
    [{}, 'Bitte prüfen Sie Ihre Eingaben: from, to, countryId, grouping'],
  ])('refuses %j with 400 and a German message', async (body, message) => {
    const res = await statistic(body).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });

  it('accepts a period of just under three years', async () => {
    await statistic({ ...SPRING_2003, from: '2000-05-01' }).expect(200);
  });

  it('lists the products of a site', async () => {
    const res = await http().get('/api/periodStatistic/getProducts?countryId=3').set(admin).expect(200);
    const products = res.body as StatisticProductOutput[];
    expect(products).toContainEqual({
      ProductId: 12,
      Name: 'Heizöl Euro-Qualität schwefelarm',
      ProductGroupId: 1,
      Unit: 'l',
    });
    expect(products).toContainEqual(expect.objectContaining({ ProductId: 26, Unit: 'kg' }));
    expect(products.every((product) => product.ProductId >= 12)).toBe(true);
    await http().get('/api/periodStatistic/getProducts?countryId=9').set(admin).expect(400);
  });

  it('opens to marketing, financial and admin only', async () => {
    await statistic(SPRING_2003, {} as { Authorization: string }).expect(401);
    await statistic(SPRING_2003, bearer((await signIn(app(), (await createUser(app())).email)).token)).expect(
      403,
    );
    await statistic(SPRING_2003, await staff('Editor')).expect(403);
    await statistic(SPRING_2003, await staff('CustomerSupport')).expect(403);
    await statistic(SPRING_2003, await staff('Marketing')).expect(200);
    await statistic(SPRING_2003, await staff('Financial')).expect(200);
    await http().get('/api/periodStatistic/getProducts?countryId=1').expect(401);
  });
});
