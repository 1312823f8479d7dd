import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../lib/site/site.context';
import { testRouterContext, testSite } from '../../test/render-with-providers';
import { offerFixture } from '../offers/offer.fixture';
import { holdOrderParameters, loadOrderParameters } from './order-parameters.server';

const PAGE = 'http://shop.test/heizoel/bestellparameter-bestaetigen?zipCode=80331&amount=3000&dealerId=129';
const HOLD = '/api/kalkulation/bestellung/berechnen';
const api = vi.fn<(request: Request) => Promise<Response>>();

function context() {
  const routerContext = testRouterContext();
  routerContext.set(siteContext, testSite('de'));
  return routerContext;
}

function calledPaths(): string[] {
  return api.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', api);
  api.mockImplementation(async (request) => {
    switch (new URL(request.url).pathname) {
      case '/api/kalkulation/berechnen':
        return Response.json({
          Items: [offerFixture({ DealerId: 7 }), offerFixture({ DealerId: 129, TotalPrice: 301234 })],
          HasDefaultOffers: false,
        });
      case '/api/location/check-zipcode':
        return Response.json({
          ZipCode: '80331',
          CountryId: 1,
          Exists: true,
          Places: [{ Place: 'München' }],
        });
      case HOLD:
        return Response.json({ QuoteId: 'a1b2c3d4-0000-4000-8000-000000000001' });
      default:
        return Response.json({}, { status: 404 });
    }
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  api.mockReset();
});

describe('the order parameters page', () => {
  it('shows the dealer’s offer of the calculation and holds no price on view', async () => {
    const data = await loadOrderParameters(new URL(PAGE), 'heizoel', context());

    expect(data).toMatchObject({ ok: true, town: 'München', zipCode: '80331' });
    expect(data.ok && data.price.GrossTotal).toBe(301234);
    expect(data.offerListHref).toMatch(/^\/heizoel\/angebotsliste\?zipCode=80331&amount=3000/);
    expect(calledPaths()).not.toContain(`POST ${HOLD}`);
    // Only the read-only calculation and the town: no other call that could write a quote or an order.
    expect(calledPaths().sort()).toEqual([
      'POST /api/kalkulation/berechnen',
      'POST /api/location/check-zipcode',
    ]);
  });

  it('says so when the dealer no longer offers the configuration', async () => {
    const data = await loadOrderParameters(new URL(PAGE.replace('=129', '=55')), 'heizoel', context());

    expect(data).toMatchObject({ ok: false, message: expect.stringContaining('liefert die gewählte') });
  });

  it('holds the price when the customer continues and starts the order with it', async () => {
    const outcome = await holdOrderParameters(new URL(PAGE), 'heizoel', context()).catch((e: unknown) => e);

    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('Location')).toBe(
      '/heizoel/bestellung?angebot=a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(calledPaths()).toEqual([`POST ${HOLD}`]);
  });
});
