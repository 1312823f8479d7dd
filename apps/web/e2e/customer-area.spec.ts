import { type Browser, type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { DEMO_PASSWORD, openDealerPortal } from './support/dealer-portal';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import {
  continueAsNewCustomer,
  openDealerOffer,
  placeFromSummary,
  reachSummary,
  signInWithForm,
  uniqueEmail,
} from './support/order-flow';

const CUSTOMER = 'kunde@example.com';
/** German formats: '1.234,56 €', '3.000 l', '23.11.2026'. */
const EURO = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;
const DATE = /^\d{2}\.\d{2}\.\d{4}$/;

/** Opens 'Meine Bestellungen' from the header's account menu. */
async function openMyOrders(page: Page, firstName: string): Promise<void> {
  await page.getByRole('banner').getByText(`Hallo ${firstName}`).click();
  await page.getByRole('link', { name: 'Meine Bestellungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Bestellungen');
  await expect(page).toHaveURL(/\/kunde\/bestellungen$/);
}

/** The list's row of an order, found by a text only it has (its number, its amount). */
function orderRow(page: Page, text: string) {
  return page.getByTestId('customer-order').filter({ hasText: text });
}

/** The closed withdrawal question's summary (a disclosure, so it opens without scripts too). */
function withdrawToggle(page: Page) {
  return page.getByText('Bestellung widerrufen', { exact: true });
}

/** A new registered customer orders 3,000 l from the demo dealer on invoice; returns the order number. */
async function placeOrderAsNewCustomer(page: Page, browser: Browser, email: string): Promise<string> {
  const { context: dealer, dealerName } = await openDealerPortal(browser);
  await dealer.close();
  await openDealerOffer(page, dealerName);
  await continueAsNewCustomer(page, email, 'Widerruf', false);
  await reachSummary(page, /Rechnung des Händlers/);
  return placeFromSummary(page);
}

test('the demo customer signs in to the customer area and finds the order history in German formats', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Without a session the customer area leads to the sign-in, which comes back.
  await page.goto('/kunde/startseite');
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fkunde%2Fstartseite$/);
  await signInWithForm(page, CUSTOMER);
  await expect(page).toHaveURL(/\/kunde\/startseite$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Kundenbereich');
  await expect(page.getByText('Willkommen, Karla Kunde!')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await waitForHydration(page);

  // The seed's three orders with the demo dealer, newest first: new, confirmed, delivered and rated.
  await openMyOrders(page, 'Karla');
  const rows = page.getByTestId('customer-order');
  const numbers = await rows.getByRole('link').allTextContents();
  const seeded = [
    { amount: '1.500 l', status: 'Bestellt' },
    { amount: '2.500 l', status: 'Vom Händler bestätigt' },
    { amount: '3.000 l', status: 'Bewertet' },
  ];
  const positions: number[] = [];
  for (const { amount, status } of seeded) {
    const row = orderRow(page, amount).filter({ hasText: status });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(DATE);
    await expect(cells.nth(1)).toHaveText(/^Heizöl/);
    await expect(cells.nth(3)).toHaveText(/^Demo-/);
    await expect(cells.nth(4)).toHaveText(EURO);
    positions.push(numbers.indexOf((await row.getByRole('link').textContent()) ?? ''));
  }
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  // The status filter lists the rated order alone.
  await page
    .getByRole('navigation', { name: 'Nach Status filtern' })
    .getByRole('link', { name: 'Bewertet' })
    .click();
  await expect(page).toHaveURL(/\/kunde\/bestellungen\?status=rated$/);
  await expect(rows.filter({ hasText: '3.000 l' })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Bewertet' })).toHaveCount(0);
  await rows.filter({ hasText: '3.000 l' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bestellung DE-\d{7}$/);
  await expect(page.getByText('Ihre Bewertung: 5 Sterne')).toBeVisible();
  await expect(withdrawToggle(page)).toHaveCount(0);

  // The confirmed order: the delivery date, the frozen price as listed, the payment; withdrawal still open.
  await page.getByRole('link', { name: 'Alle Bestellungen' }).click();
  const confirmed = orderRow(page, '2.500 l');
  const listedTotal = (await confirmed.getByRole('cell').nth(4).textContent()) ?? '';
  await confirmed.getByRole('link').click();
  await expect(page.getByTestId('customer-order-status')).toHaveText(
    /^Vom Händler bestätigt Liefertermin \d{2}\.\d{2}\.\d{4}$/,
  );
  await expect(page.getByTestId('order-total')).toHaveText(listedTotal);
  await expect(page.getByText(/Mandatsreferenz DEMO-MANDAT-0001/)).toBeVisible();
  await expect(page.getByText('Sendlinger Straße 12')).toBeVisible();
  await expect(withdrawToggle(page)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Kundenbereich' }).getByRole('link', { name: 'Bestellungen' }),
  ).toHaveAttribute('aria-current', 'page');

  // The base data tab is the personal-data page.
  await page
    .getByRole('navigation', { name: 'Kundenbereich' })
    .getByRole('link', { name: 'Stammdaten' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Daten');
  expect(errors).toEqual([]);
});

test('a freshly placed order is withdrawn in the customer area; nobody else can open it', async ({
  page,
  browser,
}) => {
  // A whole order by a new customer (registration confirmed by mail), then two more sessions: over 30 s on a
  // loaded CI machine.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('widerruf');
  const orderNumber = await placeOrderAsNewCustomer(page, browser, email);

  await waitForHydration(page);
  await openMyOrders(page, 'Gerd');
  const row = orderRow(page, orderNumber);
  await expect(row).toContainText('Bestellt');
  await expect(row).toContainText('3.000 l');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${orderNumber}`);
  const orderPath = new URL(page.url()).pathname;
  await waitForHydration(page);

  // With scripts the question opens and closes in place; 'Nein' posts nothing.
  await withdrawToggle(page).click();
  const question = page.getByRole('form', { name: `Bestellung ${orderNumber} wirklich widerrufen?` });
  await expect(question.getByRole('link', { name: 'Nein, Bestellung behalten' })).toBeFocused();
  await question.getByRole('link', { name: 'Nein, Bestellung behalten' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));

  // Without scripts the same form posts to the page's action, which confirms the withdrawal after its redirect.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(orderPath);
  await withdrawToggle(plain).click();
  const plainQuestion = plain.getByRole('form', { name: `Bestellung ${orderNumber} wirklich widerrufen?` });
  await plainQuestion.getByLabel('Grund (optional)').fill('Tank wurde anderweitig befüllt');
  await plainQuestion.getByRole('button', { name: 'Ja, widerrufen' }).click();
  await expect(plain).toHaveURL(new RegExp(`${orderPath}\\?widerrufen=1$`));
  await expect(plain.getByRole('status')).toContainText(
    'Ihre Bestellung wurde widerrufen. Wir haben den Händler informiert.',
  );
  await expect(plain.getByTestId('customer-order-status')).toHaveText('Storniert');
  await expect(plain.getByText(/Storniert \(Kunde\) – Tank wurde anderweitig befüllt/)).toBeVisible();
  await noScript.close();
  await waitForMail(email, new RegExp(`${orderNumber}: Storniert$`));

  // The list shows the new status at once, and so does the page after a reload.
  await page.getByRole('link', { name: 'Alle Bestellungen' }).click();
  await expect(orderRow(page, orderNumber)).toContainText('Storniert');
  await page.goto(orderPath);
  await expect(page.getByTestId('customer-order-status')).toHaveText('Storniert');
  await expect(withdrawToggle(page)).toHaveCount(0);
  expect(errors).toEqual([]);

  // Another customer's session gets the 404 page for this order, as for any unknown one.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const signIn = await otherPage.request.post('/api/account/jwt/anmelden', {
    data: { UserName: CUSTOMER, Password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const foreign = await otherPage.goto(orderPath);
  expect(foreign?.status()).toBe(404);
  await expect(otherPage.getByText('Die angeforderte Seite existiert nicht...')).toBeVisible();
  expect((await otherPage.goto('/kunde/bestellungen/keine-zahl'))?.status()).toBe(404);
  await other.close();
});

test('the customer area and personal data pass axe, fit a phone, and are screenshotted', async ({
  page,
}, testInfo) => {
  // Three pages with axe and two screenshots each: over 30 s on a loaded machine.
  test.setTimeout(90_000);
  const signIn = await page.request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'kunde@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  for (const [name, path] of [
    ['customer-home', '/kunde/startseite'],
    ['customer-base-data', '/kunde/stammdaten'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page, name);
    await screenshotAtWidths(page, testInfo, name);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page), name).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  // An order's page: the seed's confirmed order, with its withdrawal question open.
  await page.goto('/kunde/bestellungen');
  await orderRow(page, '2.500 l').getByRole('link').click();
  await waitForHydration(page);
  await withdrawToggle(page).click();
  await expectNoSeriousAxeViolations(page, 'customer-order');
  await screenshotAtWidths(page, testInfo, 'customer-order');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page), 'customer-order').toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the customer changes base data and adds and removes an address on the personal-data page', async ({
    page,
  }, testInfo) => {
    // axe needs scripts: the same page is checked with JavaScript above.
    test.setTimeout(60_000);
    await page.goto('/kunde/stammdaten');
    const login = page.getByRole('form', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(CUSTOMER);
    await login.getByLabel('Kennwort').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/kunde\/stammdaten$/);

    // A missing name is refused next to the field; the other typed values stay.
    const baseData = page.getByRole('form', { name: 'Persönliche Daten' });
    const phone = `089 ${Date.now() % 1_000_000}`;
    await baseData.getByLabel('Vorname').fill('');
    await baseData.getByLabel('Telefon (optional)').fill(phone);
    await baseData.getByRole('button', { name: 'Speichern' }).click();
    await expect(baseData.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();
    await expect(baseData.getByLabel('Telefon (optional)')).toHaveValue(phone);

    await baseData.getByLabel('Vorname').fill('Karla');
    await baseData.getByRole('button', { name: 'Speichern' }).click();
    await expect(baseData.getByText('Ihre Daten wurden gespeichert.')).toBeVisible();
    await page.goto('/kunde/stammdaten');
    await expect(baseData.getByLabel('Telefon (optional)')).toHaveValue(phone);

    // The address book: the add link opens the form, a wrong postal code is refused, then it is saved.
    await page.getByRole('link', { name: 'Rechnungsadresse hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Rechnungsadresse hinzufügen' });
    const street = `Ohne-Skript-Weg ${Date.now() % 100_000}`;
    await form.getByLabel('Vorname').fill('Karla');
    await form.getByLabel('Nachname').fill('Kunde');
    await form.getByLabel('Straße').fill(street);
    await form.getByLabel('Hausnummer').fill('3');
    await form.getByLabel('PLZ').fill('801');
    await form.getByLabel('Ort').fill('München');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(form.getByText(/Die Postleitzahl passt nicht zum Land/)).toBeVisible();
    await expect(form.getByLabel('Straße')).toHaveValue(street);
    await screenshotAtWidths(page, testInfo, 'personal-data-no-js-address-error');

    await form.getByLabel('PLZ').fill('80331');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByText('Die Adresse wurde gespeichert.')).toBeVisible();
    const entry = page.locator('.address-entry').filter({ hasText: street });
    await expect(entry).toContainText('80331 München');
    await screenshotAtWidths(page, testInfo, 'personal-data-no-js-saved');

    // Removed again, so the demo customer's book stays as the seed left it.
    await entry.getByRole('button', { name: /entfernen$/ }).click();
    await expect(page.getByText('Die Adresse wurde entfernt.')).toBeVisible();
    await expect(page.locator('.address-entry').filter({ hasText: street })).toHaveCount(0);
  });
});
