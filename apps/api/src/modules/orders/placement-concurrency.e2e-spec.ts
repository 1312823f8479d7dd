import { randomUUID } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { mailOutbox, orders } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser, signIn } from '../accounts/accounts.fixture.js';
import type { CalculationResultOutput } from '../offers/dto/calculation-result.output.js';
import type { OrderAlreadyPlacedResponse, OrderPlacedOutput } from './dto/order-placed.output.js';
import type { OrderQuoteOutput } from './dto/order-quote.output.js';
import type { PaymentSavedOutput } from './dto/payment-saved.output.js';
import { PaymentMethods } from './payment-methods.js';
import type { PaymentAuthorization } from './payment-providers.js';
import { MUNICH_CONFIGURATION } from '../../../test/order-fixtures.js';

const INSTALMENT = {
  ...MUNICH_CONFIGURATION,
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 23, Modifier: 12 }, { Id: 9 }],
};
const INSTALMENT_ID = 23;
const CONCURRENT = 20;

const DELIVERY_ADDRESS = {
  Title1: 'Frau',
  FirstName: 'Karla',
  LastName: 'Kunde',
  Street: 'Marienplatz',
  HouseNumber: '8',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
};

/**
 * One draft, one order: placements of one draft with different Idempotency-Keys (two tabs, a double click
 * before the page keeps its key) give exactly one order; every other answer is 409 ORDER_ALREADY_PLACED
 * naming that order, and no provider approval of a losing placement stays reserved.
 */
describe('placing one draft concurrently', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;

  /** A customer at the summary step of the best offer, paying by invoice or by instalments. */
  async function readyToPlace(method: 'invoice' | 'instalment') {
    const user = await createUser(app());
    const { token } = await signIn(app(), user.email);
    const auth = { Authorization: `Bearer ${token}` };
    const configuration = method === 'invoice' ? MUNICH_CONFIGURATION : INSTALMENT;
    const offers = (await http().post('/api/kalkulation/berechnen').send(configuration).expect(200))
      .body as CalculationResultOutput;
    const offer =
      method === 'invoice' ? offers.Items[0] : offers.Items.find((o) => o.MonthlyRateCount !== null);
    if (!offer) throw new Error(`the demo market has no ${method} offer in 80331`);
    const held = (
      await http()
        .post('/api/kalkulation/bestellung/berechnen')
        .send({ ...configuration, DealerId: offer.DealerId })
        .expect(200)
    ).body as OrderQuoteOutput;
    await http().post('/api/order-process/start').set(auth).send({ QuoteId: held.QuoteId }).expect(200);
    await http()
      .post('/api/order-process/address/save')
      .set(auth)
      .send({ DeliveryAddress: DELIVERY_ADDRESS })
      .expect(200);
    const payment =
      method === 'invoice'
        ? { IsInteraidPayment: false, PaymentId: 11 }
        : { IsInteraidPayment: true, PaymentId: INSTALMENT_ID, PaymentModifier: offer.MonthlyRateCount };
    const saved = await http().post('/api/order-process/payment/save').set(auth).send(payment).expect(200);
    return { user, auth, quoteId: (saved.body as PaymentSavedOutput).Quote.QuoteId };
  }

  function place(auth: Record<string, string>, quoteId: string, key = `tab-${randomUUID()}`) {
    return http()
      .post('/api/order-process/place')
      .set(auth)
      .set('Idempotency-Key', key)
      .send({ QuoteId: quoteId, AcceptTerms: true });
  }

  /** Places the draft CONCURRENT times at once, each request with its own Idempotency-Key. */
  function placeConcurrently(auth: Record<string, string>, quoteId: string, keys = newKeys()) {
    return Promise.all(keys.map((key) => place(auth, quoteId, key)));
  }

  function newKeys(): string[] {
    return Array.from({ length: CONCURRENT }, () => `tab-${randomUUID()}`);
  }

  /** Exactly one 201; every other answer is 409 ORDER_ALREADY_PLACED naming the one order. */
  async function expectOneOrder(userId: number, answers: request.Response[]) {
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: answers.length - 1 }, () => 409)]);
    const placed = await db().select().from(orders).where(eq(orders.userId, userId));
    expect(placed).toHaveLength(1);
    const order = placed[0] as typeof orders.$inferSelect;
    const winner = answers.find((res) => res.status === 201)?.body as OrderPlacedOutput;
    expect(winner.OrderId).toBe(order.id);
    for (const res of answers.filter((r) => r.status === 409)) {
      const body = res.body as OrderAlreadyPlacedResponse;
      expect(body.error).toBe('ORDER_ALREADY_PLACED');
      expect(body.message).toBe('Diese Bestellung wurde bereits aufgegeben.');
      expect(body.placedOrder).toEqual(winner);
    }
    const mails = await db()
      .select({ dedupeKey: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(inArray(mailOutbox.dedupeKey, [`order-placed:${order.id}`, `order-received:${order.id}`]));
    expect(mails).toHaveLength(2);
    return order;
  }

  it(`gives one order and ${CONCURRENT - 1} × 409 ORDER_ALREADY_PLACED for ${CONCURRENT} placements with different keys`, async () => {
    const { user, auth, quoteId } = await readyToPlace('invoice');
    const keys = newKeys();
    const answers = await placeConcurrently(auth, quoteId, keys);
    const order = await expectOneOrder(user.id, answers);
    expect(order.quoteId).toBe(quoteId);

    // A later click in the other tab (new key) is told the same; the first key still replays its answer.
    const late = await place(auth, quoteId).expect(409);
    expect((late.body as OrderAlreadyPlacedResponse).placedOrder?.OrderId).toBe(order.id);
    const winnerKey = keys[answers.findIndex((res) => res.status === 201)] as string;
    const replay = await place(auth, quoteId, winnerKey).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.body as OrderPlacedOutput).OrderId).toBe(order.id);
  });

  it('releases the provider approval of every losing placement (instalment sandbox)', async () => {
    const { user, auth, quoteId } = await readyToPlace('instalment');
    const provider = app().get(PaymentMethods).provider(INSTALMENT_ID);
    if (!provider) throw new Error('the instalment sandbox is not configured');
    const authorize = jest.spyOn(provider, 'authorize');
    const release = jest.spyOn(provider, 'release');
    try {
      const answers = await placeConcurrently(auth, quoteId);
      const order = await expectOneOrder(user.id, answers);
      expect(order.paymentStatus).toBe('authorized');
      const approvals = (await Promise.all(
        authorize.mock.results.map((r) => r.value),
      )) as PaymentAuthorization[];
      const references = approvals.map((a) => a.reference);
      const released = release.mock.calls.map(([reference]) => reference);
      // Each approval is either the order's or given back, never both, never neither.
      expect(references).toContain(order.paymentReference);
      expect(released.sort()).toEqual(references.filter((r) => r !== order.paymentReference).sort());
    } finally {
      authorize.mockRestore();
      release.mockRestore();
    }
  });

  it("names only the customer's own order: another quote or another customer gets no order id", async () => {
    const { auth, quoteId } = await readyToPlace('invoice');
    const other = await place(auth, randomUUID()).expect(409);
    expect((other.body as OrderAlreadyPlacedResponse).error).toBe('ORDER_CHANGED');
    expect((other.body as OrderAlreadyPlacedResponse).placedOrder).toBeUndefined();
    await place(auth, quoteId).expect(201);
    const stranger = await createUser(app());
    const { token } = await signIn(app(), stranger.email);
    const theirs = await place({ Authorization: `Bearer ${token}` }, quoteId).expect(409);
    expect((theirs.body as OrderAlreadyPlacedResponse).error).toBe('NO_ORDER_IN_PROGRESS');
    expect((theirs.body as OrderAlreadyPlacedResponse).placedOrder).toBeUndefined();
    const afterwards = await place(auth, randomUUID()).expect(409);
    expect((afterwards.body as OrderAlreadyPlacedResponse).error).toBe('NO_ORDER_IN_PROGRESS');
  });
});
