import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { dealers, idempotencyKeys, mailOutbox, orderQuotes, orders } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, signIn } from '../accounts/accounts.fixture.js';
import type { CalculationResultOutput } from '../offers/dto/calculation-result.output.js';
import type { OrderCommonDataOutput } from './dto/order-common-data.output.js';
import type { OrderPlacedOutput } from './dto/order-placed.output.js';
import type { OrderQuoteOutput } from './dto/order-quote.output.js';
import type { OrderStepsOutput } from './dto/order-steps.output.js';
import type { OrderOutput } from './dto/order.output.js';
import type { PaymentSavedOutput } from './dto/payment-saved.output.js';
import { OrdersRepository } from './orders.repository.js';
import { MUNICH_CONFIGURATION } from '../../../test/order-fixtures.js';
import type { SavePaymentInput } from './dto/save-payment.input.js';
import {
  bestOffer,
  dealerStaff as dealerStaffFixture,
  heldQuote,
  orderAddress,
  orderingCustomer,
  readyToPlace as readyToPlaceFixture,
} from './orders.fixture.js';

const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

describe('order process', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;

  const customer = (options: { isGuest?: boolean } = {}) => orderingCustomer(app(), options);
  const quote = (configuration = MUNICH_CONFIGURATION) => heldQuote(app(), configuration);

  /** A new customer who walked every step up to the summary; returns what placing needs. */
  async function readyToPlace(payment?: SavePaymentInput) {
    const buyer = await customer();
    return { ...buyer, ...(await readyToPlaceFixture(app(), buyer.auth, payment)) };
  }

  function place(auth: Record<string, string>, quoteId: string, key = `key-${randomUUID()}`) {
    return http()
      .post('/api/order-process/place')
      .set(auth)
      .set('Idempotency-Key', key)
      .send({ QuoteId: quoteId, AcceptTerms: true });
  }

  const dealerStaff = async (dealerId: number) => (await dealerStaffFixture(app(), dealerId)).auth;

  describe('POST /api/kalkulation/bestellung/berechnen', () => {
    it('re-prices the chosen offer on the server and holds it for 30 minutes', async () => {
      const offer = await bestOffer(app());
      const held = await quote();
      expect(held.DealerId).toBe(offer.DealerId);
      expect(held.Price.GrossTotal).toBe(offer.TotalPrice);
      expect(held.Price.NetTotal + held.Price.VatTotal).toBe(held.Price.GrossTotal);
      const minutes = (Date.parse(held.HeldUntil) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
    });

    it('refuses a dealer that does not deliver there (422) and bad input (400)', async () => {
      const res = await http()
        .post('/api/kalkulation/bestellung/berechnen')
        .send({ ...MUNICH_CONFIGURATION, DealerId: 99_999_999 })
        .expect(422);
      expect((res.body as ErrorResponse).error).toBe('DEALER_NOT_AVAILABLE');
      await http()
        .post('/api/kalkulation/bestellung/berechnen')
        .send({ ...MUNICH_CONFIGURATION, DealerId: 'x' })
        .expect(400);
    });
  });

  describe('steps', () => {
    it('are validated one after the other; an unreachable step is refused', async () => {
      const { auth } = await customer();
      const before = await http().get('/api/order-process/heizoel/steps').set(auth).expect(200);
      expect((before.body as OrderStepsOutput).HasCalculation).toBe(false);
      await http().get('/api/order-process/heizoel/steps').expect(401);
      await http().get('/api/order-process/kerosin/steps').set(auth).expect(404);
      await http()
        .post('/api/order-process/address/save')
        .set(auth)
        .send({ DeliveryAddress: orderAddress() })
        .expect(409);

      const held = await quote();
      const started = await http().post('/api/order-process/start').set(auth).send({ QuoteId: held.QuoteId });
      expect(started.status).toBe(200);
      const steps = started.body as OrderStepsOutput;
      expect(steps.Steps.map((s) => [s.Name, s.Weight, s.Validated])).toEqual([
        ['address', 0, true],
        ['payment', 20, false],
        ['summary', 99, false],
      ]);
      expect(steps.LatestAccessibleStep).toBe('address');

      const early = await http()
        .post('/api/order-process/payment/save')
        .set(auth)
        .send({ IsInteraidPayment: false, PaymentId: 11 })
        .expect(409);
      expect((early.body as ErrorResponse).error).toBe('STEP_NOT_REACHABLE');
      // One delivery point: the delivery-points step does not exist.
      await http()
        .post('/api/order-process/stations/save')
        .set(auth)
        .send({
          Stations: [
            { Address: orderAddress(), Amount: 1500 },
            { Address: orderAddress(), Amount: 1500 },
          ],
          InvoicePerStation: false,
        })
        .expect(409);

      const outside = await http()
        .post('/api/order-process/address/save')
        .set(auth)
        .send({ DeliveryAddress: orderAddress('10115', 'Berlin') })
        .expect(422);
      expect((outside.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('DeliveryAddress');

      const saved = await http()
        .post('/api/order-process/address/save')
        .set(auth)
        .send({
          DeliveryAddress: orderAddress(),
          InvoiceAddress: orderAddress('10115', 'Berlin'),
          CompanyName: 'Kunde GmbH',
        })
        .expect(200);
      expect((saved.body as OrderStepsOutput).LatestAccessibleStep).toBe('payment');
      const common = await http().get('/api/order-process/common').set(auth).expect(200);
      const data = common.body as OrderCommonDataOutput;
      expect(data.HasCalculation).toBe(true);
      expect(data.DeliveryAddress?.City).toBe('München');
      expect(data.InvoiceAddress?.City).toBe('Berlin');
      expect(data.CompanyName).toBe('Kunde GmbH');
      expect(data.PaymentData.Methods.length).toBeGreaterThan(0);
      const addresses = await http()
        .get('/api/jwt/adressen/order-addresses/1?ai=true&ac=true')
        .set(auth)
        .expect(200);
      expect(addresses.body).toMatchObject({
        CompanyName: 'Kunde GmbH',
        SelectedAddresses: [{ AddressType: 1 }, { AddressType: 0 }],
      });
      await http().get('/api/jwt/adressen/order-addresses/9').set(auth).expect(400);
    });

    it('with two stations asks for the delivery points, whose amounts must add up', async () => {
      const { auth } = await customer();
      const held = await quote({ ...MUNICH_CONFIGURATION, Stations: 2 });
      const started = await http().post('/api/order-process/start').set(auth).send({ QuoteId: held.QuoteId });
      expect((started.body as OrderStepsOutput).Steps.map((s) => s.Name)).toEqual([
        'address',
        'deliveryPoints',
        'payment',
        'summary',
      ]);
      await http()
        .post('/api/order-process/address/save')
        .set(auth)
        .send({ DeliveryAddress: orderAddress() })
        .expect(200);
      const stations = (amounts: number[]) =>
        http()
          .post('/api/order-process/stations/save')
          .set(auth)
          .send({
            Stations: amounts.map((Amount, i) => ({
              Address: orderAddress('80331', 'München', `Nachbar${i}`),
              Amount,
            })),
            InvoicePerStation: true,
          });
      const wrongSum = await stations([1000, 1500]).expect(422);
      expect((wrongSum.body as ErrorResponse).message).toContain('3.000');
      await stations([1000, 1000, 1000]).expect(422);
      const saved = await stations([1200, 1800]).expect(200);
      expect((saved.body as OrderStepsOutput).LatestAccessibleStep).toBe('payment');
    });
  });

  describe('payment', () => {
    it('checks the IBAN and offers marketplace payment only to registered customers', async () => {
      const { auth } = await customer();
      const held = await quote();
      await http().post('/api/order-process/start').set(auth).send({ QuoteId: held.QuoteId }).expect(200);
      await http()
        .post('/api/order-process/address/save')
        .set(auth)
        .send({ DeliveryAddress: orderAddress() })
        .expect(200);
      const sepa = (Iban: string) =>
        http()
          .post('/api/order-process/payment/save')
          .set(auth)
          .send({ IsInteraidPayment: true, PaymentId: 12, Iban, AccountHolder: 'Karla Kunde' });
      const bad = await sepa('DE89 3704 0044 0532 0130 01').expect(422);
      expect((bad.body as ErrorResponse).fieldErrors?.[0]).toMatchObject({ field: 'Iban' });
      await sepa('DE89 3704').expect(422);
      const good = await sepa(VALID_IBAN).expect(200);
      expect((good.body as PaymentSavedOutput).Steps.LatestAccessibleStep).toBe('summary');
      const common = (await http().get('/api/order-process/common').set(auth).expect(200))
        .body as OrderCommonDataOutput;
      expect(common.PaymentData.Selected).toMatchObject({ PaymentId: 12, IbanMasked: 'DE89 **** **** 3000' });
      expect(common.PaymentData.Selected?.MandateReference).toMatch(/^HM\d+/);

      const guest = await customer({ isGuest: true });
      const guestQuote = await quote();
      await http()
        .post('/api/order-process/start')
        .set(guest.auth)
        .send({ QuoteId: guestQuote.QuoteId })
        .expect(200);
      await http()
        .post('/api/order-process/address/save')
        .set(guest.auth)
        .send({ DeliveryAddress: orderAddress() })
        .expect(200);
      await http()
        .post('/api/order-process/payment/save')
        .set(guest.auth)
        .send({ IsInteraidPayment: true, PaymentId: 11 })
        .expect(422);
    });
  });

  describe('POST /api/order-process/place', () => {
    it('places exactly one order for 20 concurrent requests with one Idempotency-Key, and replays it', async () => {
      const { auth, user, quoteId } = await readyToPlace();
      const key = `key-${randomBytes(8).toString('hex')}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(auth, quoteId, key)));
      const statuses = answers.map((res) => res.status);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(statuses).toContain(201);
      const placed = await db().select().from(orders).where(eq(orders.userId, user.id));
      expect(placed).toHaveLength(1);
      const orderId = placed[0]?.id as number;
      for (const res of answers.filter((r) => r.status === 201)) {
        expect((res.body as OrderPlacedOutput).OrderId).toBe(orderId);
      }

      const replay = await place(auth, quoteId, key).expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual({
        OrderId: orderId,
        OrderNumber: expect.stringMatching(/^DE-\d{7}$/) as unknown as string,
        SuccessPath: `/heizoel/bestellung-erfolgreich/${orderId}`,
      });
      const other = await place(auth, randomUUID(), key).expect(422);
      expect((other.body as ErrorResponse).error).toBe('IDEMPOTENCY_KEY_REUSED');

      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-placed:${orderId}`));
      expect(mails[0]?.subject).toContain('ist eingegangen');
      const dealerMail = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-received:${orderId}`));
      expect(dealerMail).toHaveLength(1);
      const hasOrders = await http().get('/api/jwt/kunde/hat-bestellungen').set(auth).expect(200);
      expect(hasOrders.body).toBe(true);
    });

    it('answers 409 while the first request with the key still runs, 400 without a key', async () => {
      const { auth, user, quoteId } = await readyToPlace();
      const key = `key-${randomUUID()}`;
      const hash = createHash('sha256')
        .update(JSON.stringify({ QuoteId: quoteId, AcceptTerms: true }))
        .digest('hex');
      expect(await app().get(OrdersRepository).claimIdempotencyKey(user.id, key, hash)).toBeInstanceOf(Date);
      const running = await place(auth, quoteId, key).expect(409);
      expect((running.body as ErrorResponse).error).toBe('ORDER_IN_PROGRESS');
      // A claim left running by a process that died is taken over after two minutes (same payload only).
      await db()
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
      const otherPayload = await http()
        .post('/api/order-process/place')
        .set(auth)
        .set('Idempotency-Key', key)
        .send({ QuoteId: randomUUID(), AcceptTerms: true })
        .expect(422);
      expect((otherPayload.body as ErrorResponse).error).toBe('IDEMPOTENCY_KEY_REUSED');
      const takenOver = await place(auth, quoteId, key).expect(201);
      await place(auth, quoteId, key).expect(201);
      const placed = await db()
        .select()
        .from(orders)
        .where(eq(orders.id, (takenOver.body as OrderPlacedOutput).OrderId));
      expect(placed).toHaveLength(1);
      await http()
        .post('/api/order-process/place')
        .set(auth)
        .send({ QuoteId: quoteId, AcceptTerms: true })
        .expect(400);
      await http()
        .post('/api/order-process/place')
        .set(auth)
        .set('Idempotency-Key', `key-${randomUUID()}`)
        .send({ QuoteId: quoteId, AcceptTerms: false })
        .expect(400);
    });

    it('asks again when the price rose after the hold ran out, and orders at the new price once confirmed', async () => {
      const { auth, quoteId } = await readyToPlace();
      // The hold ran out and the market moved up: the stored price is now below the live one.
      const [held] = await db().select().from(orderQuotes).where(eq(orderQuotes.id, quoteId));
      if (!held) throw new Error('quote missing');
      await db()
        .update(orderQuotes)
        .set({
          heldUntil: new Date(Date.now() - 1000),
          price: { ...held.price, grossTotal: held.price.grossTotal - 500 },
        })
        .where(eq(orderQuotes.id, quoteId));
      const changed = await place(auth, quoteId).expect(409);
      expect((changed.body as ErrorResponse).error).toBe('PRICE_CHANGED');
      const common = (await http().get('/api/order-process/common').set(auth).expect(200))
        .body as OrderCommonDataOutput;
      expect(common.Quote?.QuoteId).not.toBe(quoteId);
      expect(common.Quote?.Price.GrossTotal).toBe(held.price.grossTotal);
      await place(auth, quoteId).expect(409);
      const placed = await place(auth, common.Quote?.QuoteId as string).expect(201);
      const order = await http()
        .get(`/api/order-process/orders/${(placed.body as OrderPlacedOutput).OrderId}`)
        .set(auth)
        .expect(200);
      expect((order.body as OrderOutput).Price.GrossTotal).toBe(held.price.grossTotal);
    });

    it("shows an order only to its customer: another customer's order is a 404", async () => {
      const { auth, quoteId } = await readyToPlace({
        IsInteraidPayment: true,
        PaymentId: 12,
        ...sepaAccount(),
      });
      const placed = await place(auth, quoteId).expect(201);
      const orderId = (placed.body as OrderPlacedOutput).OrderId;
      const own = await http().get(`/api/order-process/orders/${orderId}`).set(auth).expect(200);
      expect(own.body).toMatchObject({
        Status: 'placed',
        StatusLabel: 'Bestellt',
        PaymentStatus: 'open',
        Payment: { PaymentId: 12, IsInteraidPayment: true, IbanMasked: 'DE89 **** **** 3000' },
        DeliveryPoints: [{ Amount: 3000 }],
        Events: [{ From: null, To: 'placed', Actor: 'customer' }],
      });
      const stranger = await customer();
      await http().get(`/api/order-process/orders/${orderId}`).set(stranger.auth).expect(404);
      await http().get('/api/order-process/orders/abc').set(auth).expect(404);

      // The history lists the customer's own orders only, optionally by status.
      const list = await http().get('/api/order-process/orders').set(auth).expect(200);
      expect((list.body as OrderOutput[]).map((o) => o.OrderId)).toEqual([orderId]);
      const none = await http().get('/api/order-process/orders?status=delivered').set(auth).expect(200);
      expect(none.body).toEqual([]);
      await http().get('/api/order-process/orders?status=lost').set(auth).expect(400);
      const theirs = await http().get('/api/order-process/orders').set(stranger.auth).expect(200);
      expect(theirs.body).toEqual([]);
      await http().get('/api/order-process/orders').expect(401);
    });
  });

  describe('payment providers', () => {
    /** A customer at the payment step of an instalment offer for `amount`. */
    async function atInstalment(amount: number) {
      const configuration = {
        ...MUNICH_CONFIGURATION,
        Amount: amount,
        Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 23, Modifier: 12 }, { Id: 9 }],
      };
      const res = await http().post('/api/kalkulation/berechnen').send(configuration).expect(200);
      const offer = (res.body as CalculationResultOutput).Items.find((o) => o.MonthlyRateCount !== null);
      if (!offer) throw new Error('no demo dealer offers instalments in 80331');
      const buyer = await customer();
      const held = await http()
        .post('/api/kalkulation/bestellung/berechnen')
        .send({ ...configuration, DealerId: offer.DealerId })
        .expect(200);
      const quoteId = (held.body as OrderQuoteOutput).QuoteId;
      // The quote names the payment the calculation priced, so the payment step starts from it.
      expect((held.body as OrderQuoteOutput).PaymentOptionId).toBe(23);
      await http().post('/api/order-process/start').set(buyer.auth).send({ QuoteId: quoteId }).expect(200);
      await http()
        .post('/api/order-process/address/save')
        .set(buyer.auth)
        .send({ DeliveryAddress: orderAddress() })
        .expect(200);
      const common = (await http().get('/api/order-process/common').set(buyer.auth).expect(200))
        .body as OrderCommonDataOutput;
      const instalment = common.PaymentData.Methods.find((m) => m.PaymentId === 23);
      expect(instalment?.PaymentModifier).toBe(offer.MonthlyRateCount);
      await http()
        .post('/api/order-process/payment/save')
        .set(buyer.auth)
        .send({ IsInteraidPayment: true, PaymentId: 23, PaymentModifier: 99 })
        .expect(422);
      const saved = await http()
        .post('/api/order-process/payment/save')
        .set(buyer.auth)
        .send({ IsInteraidPayment: true, PaymentId: 23, PaymentModifier: instalment?.PaymentModifier })
        .expect(200);
      return { ...buyer, quoteId: (saved.body as PaymentSavedOutput).Quote.QuoteId };
    }

    it('places an instalment order the sandbox approves (up to 5,000.00) as authorized', async () => {
      const { auth, quoteId } = await atInstalment(3000);
      const placed = await place(auth, quoteId).expect(201);
      const order = await http()
        .get(`/api/order-process/orders/${(placed.body as OrderPlacedOutput).OrderId}`)
        .set(auth)
        .expect(200);
      expect(order.body).toMatchObject({ PaymentStatus: 'authorized', Payment: { PaymentId: 23 } });
    });

    it('orders nothing when the sandbox declines (above 5,000.00)', async () => {
      const { auth, user, quoteId } = await atInstalment(8000);
      const declined = await place(auth, quoteId).expect(422);
      expect((declined.body as ErrorResponse).error).toBe('PAYMENT_DECLINED');
      expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
    });
  });

  describe('POST /api/bulkorder/getBulkOrderCalculation', () => {
    it('splits the price of one delivery over the households, to the cent; unknown → 404', async () => {
      const body = {
        ...MUNICH_CONFIGURATION,
        Households: [{ Name: 'Huber', Amount: 1000 }, { Amount: 2000 }],
      };
      const res = await http().post('/api/bulkorder/getBulkOrderCalculation').send(body).expect(200);
      const result = res.body as {
        TotalPrice: number;
        Amount: number;
        Items: { Amount: number; TotalPrice: number; Name: string | null }[];
      };
      expect(result.Amount).toBe(3000);
      expect(result.Items.map((i) => i.TotalPrice).reduce((a, b) => a + b, 0)).toBe(result.TotalPrice);
      expect(result.Items[1]?.TotalPrice).toBeGreaterThan(result.Items[0]?.TotalPrice ?? 0);
      expect(result.Items[0]?.Name).toBe('Huber');
      await http()
        .post('/api/bulkorder/getBulkOrderCalculation')
        .send({ ...body, DealerId: 99_999_999 })
        .expect(404);
      await http()
        .post('/api/bulkorder/getBulkOrderCalculation')
        .send({ ...body, Households: [{ Amount: 3000 }] })
        .expect(400);
    });
  });

  describe('cancelling', () => {
    it('lets the customer withdraw within 14 days and staff cancel later, each once', async () => {
      const { auth, quoteId } = await readyToPlace();
      const orderId = ((await place(auth, quoteId).expect(201)).body as OrderPlacedOutput).OrderId;
      const stranger = await customer();
      await http()
        .post(`/api/order-process/orders/${orderId}/cancel`)
        .set(stranger.auth)
        .send({})
        .expect(404);
      // Placed 15 days ago: the withdrawal period is over for the customer, not for staff.
      await db()
        .update(orders)
        .set({ placedAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(orders.id, orderId));
      const late = await http()
        .post(`/api/order-process/orders/${orderId}/cancel`)
        .set(auth)
        .send({})
        .expect(409);
      expect((late.body as ErrorResponse).error).toBe('WITHDRAWAL_PERIOD_OVER');
      const support = await createUser(app(), { roles: ['Role_Interaid_CustomerSupport'] });
      const staff = { Authorization: `Bearer ${(await signIn(app(), support.email)).token}` };
      await http().post(`/api/support/orders/${orderId}/cancel`).set(auth).send({ Reason: 'x' }).expect(403);
      await http().post(`/api/support/orders/${orderId}/cancel`).set(staff).send({ Reason: '' }).expect(400);
      const cancelled = await http()
        .post(`/api/support/orders/${orderId}/cancel`)
        .set(staff)
        .send({ Reason: 'Kunde hat angerufen' })
        .expect(200);
      expect(cancelled.body).toMatchObject({ Status: 'cancelled' });
      expect((cancelled.body as OrderOutput).Events.at(-1)).toMatchObject({
        To: 'cancelled',
        Actor: 'staff',
      });
      await http()
        .post(`/api/support/orders/${orderId}/cancel`)
        .set(staff)
        .send({ Reason: 'nochmal' })
        .expect(409);

      const second = await readyToPlace();
      const secondId = ((await place(second.auth, second.quoteId).expect(201)).body as OrderPlacedOutput)
        .OrderId;
      const withdrawn = await http()
        .post(`/api/order-process/orders/${secondId}/cancel`)
        .set(second.auth)
        .send({ Reason: 'Tank doch voll' })
        .expect(200);
      expect((withdrawn.body as OrderOutput).Events.at(-1)).toMatchObject({
        To: 'cancelled',
        Actor: 'customer',
      });
      const mail = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-cancelled:${secondId}`));
      expect(mail[0]?.subject).toContain('Storniert');
    });
  });

  describe('dealer portal', () => {
    it('moves an order through every allowed transition and refuses the others; only its dealer sees it', async () => {
      const { auth, quoteId, dealerId } = await readyToPlace();
      const orderId = ((await place(auth, quoteId).expect(201)).body as OrderPlacedOutput).OrderId;
      const dealer = await dealerStaff(dealerId);
      const stranger = await dealerStaff(dealerId === 1 ? 2 : 1);

      const profile = await http().get('/api/dealer/profile').set(dealer).expect(200);
      expect(profile.body).toMatchObject({
        DealerId: dealerId,
        DealerName: expect.any(String) as unknown as string,
      });
      await http().get('/api/dealer/profile').set(auth).expect(403);
      const listed = await http().get('/api/dealer/orders?status=placed').set(dealer).expect(200);
      expect((listed.body as OrderOutput[]).map((o) => o.OrderId)).toContain(orderId);
      const strangerList = await http().get('/api/dealer/orders').set(stranger).expect(200);
      expect((strangerList.body as OrderOutput[]).map((o) => o.OrderId)).not.toContain(orderId);
      await http().get(`/api/dealer/orders/${orderId}`).set(stranger).expect(404);
      await http()
        .post(`/api/dealer/orders/${orderId}/confirm`)
        .set(stranger)
        .send({ DeliveryDate: '2099-01-01' })
        .expect(404);
      await http().get('/api/dealer/orders').set(auth).expect(403);
      await http().get('/api/dealer/orders?status=unterwegs').set(dealer).expect(400);

      const post = (action: string, body: object) =>
        http().post(`/api/dealer/orders/${orderId}/${action}`).set(dealer).send(body);
      const tooEarly = await post('delivered', { DeliveredAmount: 3000 }).expect(409);
      expect((tooEarly.body as ErrorResponse).error).toBe('INVALID_TRANSITION');
      await post('confirm', { DeliveryDate: '2020-01-01' }).expect(422);
      await post('confirm', { DeliveryDate: 'morgen' }).expect(400);
      const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      const confirmed = await post('confirm', { DeliveryDate: date }).expect(200);
      expect(confirmed.body).toMatchObject({ Status: 'confirmed', DeliveryDate: date });
      await post('confirm', { DeliveryDate: date }).expect(409);
      await post('decline', { Reason: 'zu spät' }).expect(409);
      await post('delivered', { DeliveredAmount: 9000 }).expect(422);
      const delivered = await post('delivered', { DeliveredAmount: 2950 }).expect(200);
      expect(delivered.body).toMatchObject({ Status: 'delivered', DeliveredAmount: 2950 });
      expect((delivered.body as OrderOutput).Events.map((e) => e.To)).toEqual([
        'placed',
        'confirmed',
        'delivered',
      ]);
      await post('decline', { Reason: 'x' }).expect(409);

      const mail = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmed:${orderId}`));
      expect(mail[0]?.text).toContain('Liefertermin');

      // Delivered: the mail carries the rating link; a rating counts once and feeds the dealer's rating.
      const [deliveredMail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-delivered:${orderId}`));
      const link = /bewerten-sie-uns\/([A-Za-z0-9_-]{43})\/(\d+)/.exec(deliveredMail?.text ?? '');
      expect(link?.[2]).toBe(String(orderId));
      const token = link?.[1] as string;
      const rating = await http().get(`/api/order-rating/${orderId}?token=${token}`).expect(200);
      expect(rating.body).toMatchObject({
        OrderId: orderId,
        Summary: expect.stringContaining('2.950 l') as unknown as string,
      });
      await http()
        .get(`/api/order-rating/${orderId}?token=${'A'.repeat(43)}`)
        .expect(404);
      await http().get(`/api/order-rating/${orderId}?token=kurz`).expect(400);
      await http()
        .post(`/api/order-rating/${orderId}`)
        .send({ Token: token, Stars: 6, Text: 'x' })
        .expect(400);
      const [before] = await db().select().from(dealers).where(eq(dealers.id, dealerId));
      await http()
        .post(`/api/order-rating/${orderId}`)
        .send({ Token: token, Stars: 5, Text: ' Pünktlich und freundlich. ' })
        .expect(201);
      const [after] = await db().select().from(dealers).where(eq(dealers.id, dealerId));
      expect(after?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);
      const again = await http()
        .post(`/api/order-rating/${orderId}`)
        .send({ Token: token, Stars: 1, Text: 'x' })
        .expect(409);
      expect((again.body as ErrorResponse).error).toBe('ALREADY_RATED');
      const rated = await http().get(`/api/order-process/orders/${orderId}`).set(auth).expect(200);
      expect((rated.body as OrderOutput).Status).toBe('rated');
    });

    it('lets the dealer decline a placed order with a reason, mailed to the customer', async () => {
      const { auth, quoteId, dealerId } = await readyToPlace();
      const orderId = ((await place(auth, quoteId).expect(201)).body as OrderPlacedOutput).OrderId;
      const dealer = await dealerStaff(dealerId);
      await http()
        .post(`/api/dealer/orders/${orderId}/decline`)
        .set(dealer)
        .send({ Reason: '  ' })
        .expect(400);
      const declined = await http()
        .post(`/api/dealer/orders/${orderId}/decline`)
        .set(dealer)
        .send({ Reason: 'Tankwagen ausgebucht' })
        .expect(200);
      expect(declined.body).toMatchObject({ Status: 'declined', DeclineReason: 'Tankwagen ausgebucht' });
      await http()
        .post(`/api/dealer/orders/${orderId}/confirm`)
        .set(dealer)
        .send({ DeliveryDate: '2099-01-01' })
        .expect(409);
      const mail = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-declined:${orderId}`));
      expect(mail[0]?.text).toContain('Tankwagen ausgebucht');
    });
  });
});

function sepaAccount() {
  return { Iban: VALID_IBAN, AccountHolder: 'Karla Kunde' };
}
