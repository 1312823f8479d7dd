import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import { findLink, waitForMail } from './support/mailbox';
import { uniqueEmail } from './support/order-flow';
import { placeGuestOrderByApi } from './support/portal-order';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

test("a guest's order mail carries the facts and a signed link that shows the order without an account", async ({
  page,
  playwright,
}, testInfo) => {
  // A whole guest order by API, its mail, the page with axe and screenshots: over 30 s on a loaded machine.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('gastlink');
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { orderNumber } = await placeGuestOrderByApi(api, email);
  await api.dispose();

  const mail = await waitForMail(email, new RegExp(`Ihre Bestellung ${orderNumber} ist eingegangen`));
  // SMTP carries the text part with CRLF line ends.
  const text = mail.text.replaceAll('\r\n', '\n');
  expect(text).toContain('Lieferadresse: Frau Paula Portal\n  Marienplatz 8\n  80331 München');
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
  await expect(page.getByTestId('order-window')).toHaveText(
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
