import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { createUser, signIn } from '../accounts/accounts.fixture.js';

/** Ids a client may send that are no order: beyond the integer column, negative, not a number. */
const ODD_ORDER_IDS = ['99999999999', '2147483648', '-1', '0', '1e3', 'abc'];

/** Bodies of the wrong shape: every order call must answer them with a 4xx, never a 500. */
const ODD_BODIES: unknown[] = [
  [],
  'text',
  { QuoteId: 12, AcceptTerms: 'yes' },
  { DeliveryAddress: 'x', Stations: {}, PaymentId: '11', DealerId: 1e20 },
  { Stations: [null, null], InvoicePerStation: 1, IsInteraidPayment: null, PaymentModifier: 1e9 },
];

describe('order calls with odd input', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());

  async function bearer(options: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app(), options);
    return { Authorization: `Bearer ${(await signIn(app(), user.email)).token}` };
  }

  it('answers 404 for order ids that cannot exist, for the customer and the dealer', async () => {
    const customer = await bearer();
    const dealer = await bearer({ roles: ['Role_Dealer'], dealerId: 1 });
    for (const id of ODD_ORDER_IDS) {
      await http().get(`/api/order-process/orders/${id}`).set(customer).expect(404);
      await http().post(`/api/order-process/orders/${id}/cancel`).set(customer).send({}).expect(404);
      await http().get(`/api/dealer/orders/${id}`).set(dealer).expect(404);
      await http()
        .post(`/api/dealer/orders/${id}/confirm`)
        .set(dealer)
        .send({ DeliveryDate: '2030-01-01' })
        .expect(404);
      await http()
        .get(`/api/order-rating/${id}?token=${'A'.repeat(43)}`)
        .expect(404);
    }
  });

  it('refuses bodies of the wrong shape with a 4xx and a message', async () => {
    const customer = await bearer();
    const dealer = await bearer({ roles: ['Role_Dealer'], dealerId: 1 });
    const calls: [string, Record<string, string>][] = [
      ['/api/kalkulation/bestellung/berechnen', {}],
      ['/api/order-process/start', customer],
      ['/api/order-process/address/save', customer],
      ['/api/order-process/stations/save', customer],
      ['/api/order-process/payment/save', customer],
      ['/api/bulkorder/getBulkOrderCalculation', {}],
      ['/api/dealer/orders/1/confirm', dealer],
      ['/api/dealer/orders/1/decline', dealer],
      ['/api/dealer/orders/1/delivered', dealer],
    ];
    const answers: string[] = [];
    for (const [path, auth] of calls) {
      for (const body of ODD_BODIES) {
        const res = await http()
          .post(path)
          .set(auth)
          .send(body as object);
        const message = (res.body as { message?: unknown }).message;
        const fine = res.status >= 400 && res.status < 500 && typeof message === 'string';
        if (!fine) answers.push(`${path} ${JSON.stringify(body)} → ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
    const reads: [string, Record<string, string>][] = [
      ['/api/order-process/unbekannt/steps', customer],
      ['/api/jwt/adressen/order-addresses/9', customer],
      ['/api/jwt/adressen/order-addresses/1?ai=vielleicht', customer],
      ['/api/order-process/orders?status=verloren', customer],
      ['/api/dealer/orders?status=verloren', dealer],
      ['/api/order-rating/1', {}],
    ];
    for (const [path, auth] of reads) {
      const res = await http().get(path).set(auth);
      const message = (res.body as { message?: unknown }).message;
      if (!(res.status >= 400 && res.status < 500 && typeof message === 'string')) {
        answers.push(`GET ${path} → ${res.status}`);
      }
    }
    expect(answers).toEqual([]);

    const place = await http()
      .post('/api/order-process/place')
      .set(customer)
      .set('Idempotency-Key', 'odd-input-key-1')
      .send({ QuoteId: 'nope', AcceptTerms: true });
    expect(place.status).toBe(400);

    const badKey = await http()
      .post('/api/order-process/place')
      .set(customer)
      .set('Idempotency-Key', 'kurz')
      .send({ QuoteId: randomUUID(), AcceptTerms: true });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern, - oder _ bestehen.',
    });
  });
});
