import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './dealer-portal';
import { ownClientAddress } from './client-address';

/** 3,000 l heating oil to 80331 München, which the demo dealer serves. */
const MUNICH = {
  ZipCode: '80331',
  Amount: 3000,
  Stations: 1,
  ProductGroupId: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  CountryId: 1,
  Cn: false,
  Ap: false,
};

export interface PortalOrder {
  readonly orderId: number;
  readonly orderNumber: string;
  /** A delivery day a week ahead: as the date input takes it and as the portal shows it. */
  readonly deliveryDay: string;
  readonly deliveryDayShown: string;
}

/**
 * A guest's order at the demo dealer, placed through the API the checkout pages call (the order steps have
 * specs of their own): guest registration, held price, address, the dealer's invoice, placing. For the
 * dealer portal to act on and for the guest's order mail (sent to `email`). `request` keeps no session of
 * its own afterwards.
 */
export async function placeGuestOrderByApi(
  request: APIRequestContext,
  email = `portal-${randomUUID()}@example.com`,
): Promise<PortalOrder> {
  const dealer = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'haendler@example.com', Password: DEMO_PASSWORD },
  });
  const dealerAuth = { Authorization: `Bearer ${((await dealer.json()) as { token: string }).token}` };
  const profile = (await (await request.get('/api/dealer/profile', { headers: dealerAuth })).json()) as {
    DealerId: number;
  };

  const guest = await request.post('/api/account/registrieren', {
    headers: ownClientAddress(),
    data: {
      EmailAddress: email,
      FirstName: 'Paula',
      LastName: 'Portal',
      ForOrder: true,
      AsGuest: true,
      CountryId: 1,
    },
  });
  expect(guest.ok()).toBe(true);
  const auth = { Authorization: `Bearer ${((await guest.json()) as { Token: string }).Token}` };
  const held = await request.post('/api/kalkulation/bestellung/berechnen', {
    data: { ...MUNICH, DealerId: profile.DealerId },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const { QuoteId } = (await held.json()) as { QuoteId: string };
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await request.post(path, { data, headers: { ...auth, ...headers } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/order-process/start', { QuoteId });
  await post('/api/order-process/address/save', {
    DeliveryAddress: {
      Title1: 'Frau',
      FirstName: 'Paula',
      LastName: 'Portal',
      Street: 'Marienplatz',
      HouseNumber: '8',
      ZipCode: '80331',
      City: 'München',
      CountryId: 1,
    },
  });
  const saved = await post('/api/order-process/payment/save', { IsInteraidPayment: false, PaymentId: 11 });
  const quote = saved.Quote as { QuoteId: string };
  const placed = await post(
    '/api/order-process/place',
    { QuoteId: quote.QuoteId, AcceptTerms: true },
    { 'Idempotency-Key': `portal-${randomUUID()}` },
  );
  await request.post('/api/account/jwt/abmelden', { headers: auth });

  const day = new Date(Date.now() + 7 * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-');
  return {
    orderId: placed.OrderId as number,
    orderNumber: placed.OrderNumber as string,
    deliveryDay: iso,
    deliveryDayShown: `${date}.${month}.${year}`,
  };
}
