import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { MUNICH_CONFIGURATION } from '../../../test/order-fixtures.js';
import { createUser, sessionFor, signIn } from '../accounts/accounts.fixture.js';
import type { CalculationConfigurationInput, CalculationResultOutput } from '../offers/index.js';
import type { OrderPlacedOutput } from './dto/order-placed.output.js';
import type { OrderQuoteOutput } from './dto/order-quote.output.js';
import type { PaymentSavedOutput } from './dto/payment-saved.output.js';
import type { SavePaymentInput } from './dto/save-payment.input.js';

export type Bearer = { Authorization: string };
type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A delivery address in the Munich configuration's postal code, or elsewhere. */
export function orderAddress(zipCode = '80331', city = 'München', lastName = 'Kunde') {
  return {
    Title1: 'Frau',
    FirstName: 'Karla',
    LastName: lastName,
    Street: 'Marienplatz',
    HouseNumber: '8',
    ZipCode: zipCode,
    City: city,
    CountryId: 1,
  };
}

const MUNICH_ADDRESS = orderAddress();

export function bearer(token: string): Bearer {
  return { Authorization: `Bearer ${token}` };
}

/** A signed-in customer (or a guest session) with a bearer token. */
export async function orderingCustomer(
  app: NestExpressApplication,
  options: { isGuest?: boolean } = {},
): Promise<{ user: TestUser; auth: Bearer }> {
  const user = await createUser(app, options);
  const { token } = options.isGuest ? await sessionFor(app, user) : await signIn(app, user.email);
  return { user, auth: bearer(token) };
}

/** The best offer of a configuration (the Munich one by default). */
export async function bestOffer(
  app: NestExpressApplication,
  configuration: CalculationConfigurationInput = MUNICH_CONFIGURATION,
): Promise<CalculationResultOutput['Items'][number]> {
  const offers = await request(app.getHttpServer())
    .post('/api/kalkulation/berechnen')
    .send(configuration)
    .expect(200);
  const offer = (offers.body as CalculationResultOutput).Items[0];
  if (!offer) throw new Error('the demo market has no offer for the test configuration');
  return offer;
}

/** The best offer held (POST /api/kalkulation/bestellung/berechnen). */
export async function heldQuote(
  app: NestExpressApplication,
  configuration: CalculationConfigurationInput = MUNICH_CONFIGURATION,
): Promise<OrderQuoteOutput> {
  const offer = await bestOffer(app, configuration);
  const held = await request(app.getHttpServer())
    .post('/api/kalkulation/bestellung/berechnen')
    .send({ ...configuration, DealerId: offer.DealerId })
    .expect(200);
  return held.body as OrderQuoteOutput;
}

/** A customer who walked every step up to the summary (the dealer's invoice unless told otherwise). */
export async function readyToPlace(
  app: NestExpressApplication,
  auth: Bearer,
  payment: SavePaymentInput = { IsInteraidPayment: false, PaymentId: 11 },
): Promise<{ quoteId: string; dealerId: number }> {
  const http = () => request(app.getHttpServer());
  const held = await heldQuote(app);
  await http().post('/api/order-process/start').set(auth).send({ QuoteId: held.QuoteId }).expect(200);
  await http()
    .post('/api/order-process/address/save')
    .set(auth)
    .send({ DeliveryAddress: MUNICH_ADDRESS })
    .expect(200);
  const saved = await http().post('/api/order-process/payment/save').set(auth).send(payment).expect(200);
  return { quoteId: (saved.body as PaymentSavedOutput).Quote.QuoteId, dealerId: held.DealerId };
}

/** A new customer's placed order. */
export async function placedOrder(
  app: NestExpressApplication,
  customer?: { user: TestUser; auth: Bearer },
): Promise<{ user: TestUser; auth: Bearer; orderId: number; dealerId: number; quoteId: string }> {
  const buyer = customer ?? (await orderingCustomer(app));
  const { quoteId, dealerId } = await readyToPlace(app, buyer.auth);
  const placed = await request(app.getHttpServer())
    .post('/api/order-process/place')
    .set(buyer.auth)
    .set('Idempotency-Key', `key-${randomUUID()}`)
    .send({ QuoteId: quoteId, AcceptTerms: true })
    .expect(201);
  return { ...buyer, orderId: (placed.body as OrderPlacedOutput).OrderId, dealerId, quoteId };
}

/** A signed-in staff member of the dealer. */
export async function dealerStaff(
  app: NestExpressApplication,
  dealerId: number,
): Promise<{ user: TestUser; auth: Bearer }> {
  const user = await createUser(app, { roles: ['Role_Dealer'], dealerId });
  return { user, auth: bearer((await signIn(app, user.email)).token) };
}

/** A signed-in customer-support staff member. */
export async function supportStaff(app: NestExpressApplication): Promise<{ user: TestUser; auth: Bearer }> {
  const user = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
  return { user, auth: bearer((await signIn(app, user.email)).token) };
}
