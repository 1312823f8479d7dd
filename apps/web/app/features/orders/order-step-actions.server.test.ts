import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../lib/site/site.context';
import { testRouterContext, testSite } from '../../test/render-with-providers';
import { orderDataFixture } from './order-data.fixture';
import { saveOrderStep } from './order-step-actions.server';

const api = vi.fn<(request: Request) => Promise<Response>>();
const STEPS = orderDataFixture('address').steps;
const SEPA = {
  PaymentId: 12,
  IsInteraidPayment: false,
  Label: 'SEPA-Lastschrift des Händlers',
  Description: 'der Händler zieht nach Lieferung ein',
  PaymentModifier: null,
};
const COMMON = orderDataFixture('payment', { PaymentData: { Methods: [SEPA], Selected: null } }).common;
// A token whose expiry lies far ahead: the action sends it as the bearer header.
const TOKEN = `x.${btoa(JSON.stringify({ exp: 4_102_444_800 }))}.y`;

function post(fields: Record<string, string>, cookie = `token=${TOKEN}; token_expires=4102444800`) {
  return new Request('http://shop.test/heizoel/bestellung/adresse', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

function run(fields: Record<string, string>, cookie?: string) {
  const context = testRouterContext();
  context.set(siteContext, testSite('de'));
  return saveOrderStep(post(fields, cookie), { productGroup: 'heizoel' }, context).catch((e: unknown) => e);
}

const ADDRESS = {
  'delivery-firstName': 'Gerd',
  'delivery-lastName': 'Gast',
  'delivery-company': 'Gast GmbH',
  'delivery-street': 'Marienplatz',
  'delivery-houseNumber': '8',
  'delivery-zipCode': '80331',
  'delivery-city': 'München',
  'delivery-countryId': '1',
};

function bodyOf(path: string): unknown {
  const call = api.mock.calls.find(([request]) => new URL(request.url).pathname === path);
  return call?.[0].clone().json();
}

beforeEach(() => {
  vi.stubGlobal('fetch', api);
  api.mockImplementation(async (request) => {
    switch (new URL(request.url).pathname) {
      case '/api/order-process/common':
        return Response.json(COMMON);
      case '/api/order-process/place':
        return request.headers.get('Idempotency-Key') === 'taken'
          ? Response.json(
              { status: 409, error: 'PRICE_CHANGED', message: 'Der Preis hat sich geändert.' },
              { status: 409 },
            )
          : Response.json(
              { OrderId: 5, OrderNumber: 'DE-0000005', SuccessPath: '/heizoel/bestellung-erfolgreich/5' },
              { status: 201 },
            );
      default:
        return Response.json(STEPS);
    }
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  api.mockReset();
});

describe('the order steps’ route action', () => {
  it('saves the address with its one company field and goes on to the next step', async () => {
    const outcome = await run({ step: 'address', ...ADDRESS });

    expect((outcome as Response).headers.get('Location')).toBe('/heizoel/bestellung/zahlung');
    expect(await bodyOf('/api/order-process/address/save')).toMatchObject({
      DeliveryAddress: { LastName: 'Gast', ZipCode: '80331' },
      InvoiceAddress: null,
      CompanyName: 'Gast GmbH',
    });
    const [request] = api.mock.calls[0] ?? [];
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('answers missing fields with German errors and the typed values, without calling the API', async () => {
    const outcome = await run({ step: 'address', ...ADDRESS, 'delivery-street': '' });

    expect(outcome).toMatchObject({
      step: 'address',
      addressErrors: [{ street: expect.stringContaining('Straße') }, {}],
      values: { 'delivery-lastName': 'Gast' },
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the IBAN of a SEPA payment and never echoes it back', async () => {
    const outcome = await run({
      step: 'payment',
      payment: '12-haendler',
      iban: 'DE00 1234',
      accountHolder: '',
    });

    expect(outcome).toMatchObject({
      step: 'payment',
      fieldErrors: { iban: expect.any(String), accountHolder: 'Bitte geben Sie den Kontoinhaber an.' },
      values: { payment: '12-haendler' },
    });
    expect(outcome).not.toHaveProperty('values.iban');
  });

  it('orders only with the consent, under the attempt key of the form', async () => {
    expect(await run({ step: 'summary', attemptKey: 'attempt-0001' })).toMatchObject({
      fieldErrors: { consent: expect.stringContaining('AGB') },
      attemptKey: 'attempt-0001',
    });

    const placed = await run({ step: 'summary', attemptKey: 'attempt-0001', consent: 'on' });
    expect((placed as Response).headers.get('Location')).toBe('/heizoel/bestellung-erfolgreich/5');
    const place = api.mock.calls.find(([r]) => r.url.endsWith('/api/order-process/place'));
    expect(place?.[0].headers.get('Idempotency-Key')).toBe('attempt-0001');
  });

  it('ends a refused attempt: a new price is said and the next click is a new attempt', async () => {
    const outcome = await run({ step: 'summary', attemptKey: 'taken', consent: 'on' });

    expect(outcome).toMatchObject({ step: 'summary', failure: 'price-changed' });
    expect(outcome).not.toHaveProperty('attemptKey');
  });

  it('sends a visitor without a session to the order sign-in', async () => {
    const outcome = await run({ step: 'address', ...ADDRESS }, '');

    expect((outcome as Response).headers.get('Location')).toMatch(
      /^\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=/,
    );
  });
});
