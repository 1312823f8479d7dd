import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import { findLink, waitForMail } from './support/mailbox';
import { uniqueEmail } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** 3,000 l of standard heating oil to one station in 80331 München (the API tests' configuration). */
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

/**
 * A guest's order through the API the checkout pages call (the checkout itself has its own specs): guest
 * registration, held price, address, the dealer's invoice, placing. Returns the order number.
 */
async function placeGuestOrder(api: APIRequestContext, email: string): Promise<string> {
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const guest = await ok(
    await api.post('/api/account/registrieren', {
      data: { EmailAddress: email, FirstName: 'Gerda', LastName: 'Gast', ForOrder: true, AsGuest: true },
    }),
  );
  const headers = { Authorization: `Bearer ${String(guest.Token)}` };
  const offers = await ok(await api.post('/api/kalkulation/berechnen', { data: MUNICH }));
  const [offer] = offers.Items as { DealerId: number }[];
  const quote = await ok(
    await api.post('/api/kalkulation/bestellung/berechnen', {
      data: { ...MUNICH, DealerId: offer?.DealerId },
    }),
  );
  await ok(await api.post('/api/order-process/start', { headers, data: { QuoteId: quote.QuoteId } }));
  await ok(
    await api.post('/api/order-process/address/save', {
      headers,
      data: {
        DeliveryAddress: {
          Title1: 'Frau',
          FirstName: 'Gerda',
          LastName: 'Gast',
          Street: 'Marienplatz',
          HouseNumber: '8',
          ZipCode: '80331',
          City: 'München',
          CountryId: 1,
        },
      },
    }),
  );
  const payment = await ok(
    await api.post('/api/order-process/payment/save', {
      headers,
      data: { IsInteraidPayment: false, PaymentId: 11 },
    }),
  );
  const placed = await ok(
    await api.post('/api/order-process/place', {
      headers: { ...headers, 'Idempotency-Key': `guest-link-${randomUUID()}` },
      data: { QuoteId: (payment.Quote as { QuoteId: string }).QuoteId, AcceptTerms: true },
    }),
  );
  return String(placed.OrderNumber);
}

test("a guest's order mail carries the facts and a signed link that shows the order without an account", async ({
  page,
  playwright,
}, testInfo) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('gastlink');
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const orderNumber = await placeGuestOrder(api, email);
  await api.dispose();

  const mail = await waitForMail(email, new RegExp(`Ihre Bestellung ${orderNumber} ist eingegangen`));
  // SMTP carries the text part with CRLF line ends.
  const text = mail.text.replaceAll('\r\n', '\n');
  expect(text).toContain('Lieferadresse: Frau Gerda Gast\n  Marienplatz 8\n  80331 München');
  expect(text).toMatch(/Liefer(termin|zeitraum) laut Angebot: \d{2}\.\d{2}\.\d{4}/);
  expect(text).toContain('Zahlungsart: Rechnung des Händlers');
  expect(text).toMatch(/Gesamtpreis inkl\. MwSt\.: \d{1,3}(\.\d{3})*,\d{2}\s€/);
  expect(text).not.toMatch(/Registrierung|Kundenkonto/);
  const link = findLink(mail, '/bestellung-ansehen/');
  expect(link.searchParams.get('token')).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);

  // A new browser without any session opens the link (cookie choice made: the banner has its own spec).
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'necessary', url: testInfo.project.use.baseURL ?? '' }]);
  const response = await page.goto(`${link.pathname}${link.search}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${orderNumber}`);
  await expect(page.getByTestId('guest-order-status')).toContainText('Bestellt');
  await expect(page.getByTestId('guest-order-status')).toContainText('innerhalb eines Werktags');
  const order = page.getByRole('region', { name: 'Ihre Bestellung' });
  await expect(order).toContainText('Marienplatz 8');
  await expect(order).toContainText('80331 München');
  await expect(order).toContainText('Rechnung des Händlers');
  await expect(page.getByTestId('guest-order-window')).toHaveText(
    /^\d{2}\.\d{2}\.\d{4}( bis \d{2}\.\d{2}\.\d{4})?$/,
  );
  await expect(page.getByRole('table', { name: 'Preisaufstellung' })).toContainText(
    'Gesamtpreis inkl. MwSt.',
  );
  await expect(page.getByRole('link', { name: 'Kundenkonto anlegen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'guest order page');
  await screenshotAtWidths(page, testInfo, 'guest-order');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);

  // A changed signature shows the order to nobody: a German 404 page with the way to help.
  const token = link.searchParams.get('token') ?? '';
  const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  const refused = await page.goto(`${link.pathname}?token=${forged}`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung nicht verfügbar');
  await expect(page.getByTestId('guest-order-refusal')).toHaveText(
    'Dieser Link zur Bestellung ist ungültig.',
  );
  await expectNoSeriousAxeViolations(page, 'refused guest link');
  await screenshotAtWidths(page, testInfo, 'guest-order-refused');
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
