import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openDealerPortal } from './support/dealer-portal';
import {
  continueSignedIn,
  fillAddress,
  openDealerOffer,
  signInWithForm,
  uniqueEmail,
} from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

const CUSTOMER = 'kunde@example.com';

test('the steps follow the server: unreachable steps redirect, back works, an ended session resumes the step, a double click orders once', async ({
  page,
  context,
  browser,
}) => {
  // Many steps, a sign-in twice and the dealer's portal: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // The customer orders from the demo dealer, whose staff then open the order.
  const { context: dealer, page: dealerPage, dealerName } = await openDealerPortal(browser);

  await openDealerOffer(page, dealerName);
  // Signed in, the order starts at the address, prefilled with the customer's name.
  await continueSignedIn(page, CUSTOMER);
  await expect(page.locator('[name="delivery-firstName"]')).toHaveValue('Karla');
  await expect(page.locator('[name="delivery-zipCode"]')).toHaveValue('80331');

  // A step the server has not validated yet leads to the latest accessible one.
  await page.goto('/heizoel/bestellung/zusammenfassung');
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/adresse$/);
  await waitForHydration(page);
  await page.locator('[name="delivery-street"]').fill('Marienplatz');
  await page.locator('[name="delivery-houseNumber"]').fill('8');
  // Postal code, town and country are those of the offer: shown, not to be changed.
  await expect(page.locator('[name="delivery-city"]')).toHaveValue('München');
  for (const name of ['delivery-zipCode', 'delivery-city']) {
    await expect(page.locator(`[name="${name}"]`)).not.toBeEditable();
  }
  await expect(page.getByRole('textbox', { name: 'Land' })).toHaveValue('Deutschland');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await page.goto('/heizoel/bestellung/zusammenfassung');
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/zahlung$/);

  // Previous follows the step order and shows what was saved.
  await page.getByRole('link', { name: 'Zurück: Lieferadresse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferadresse');
  await expect(page.locator('[name="delivery-street"]')).toHaveValue('Marienplatz');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  // The stepper links the steps done, not those ahead.
  const stepper = page.getByRole('navigation', { name: 'Bestellschritte' });
  await expect(stepper.getByRole('link', { name: /Lieferadresse/ })).toBeVisible();
  await expect(stepper.getByRole('link', { name: /Letzte Prüfung/ })).toHaveCount(0);

  // The session ends without saving: the sign-in brings the customer back to this step.
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(
    /\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=%2Fheizoel%2Fbestellung%2Fzahlung$/,
  );
  await signInWithForm(page, CUSTOMER);
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/zahlung$/);

  await waitForHydration(page);
  // The calculator priced invoice: the first invoice method is chosen, the customer may change it.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByLabel(/Rechnung über den Marktplatz/).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letzte Prüfung vor Ihrer Bestellung');
  await waitForHydration(page);
  await expect(page.getByTestId('price-held-until')).toContainText('Ihr Preis ist reserviert bis');
  const summary = page.getByRole('form', { name: 'Bestellung abschließen' });
  await expect(summary.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/druckansicht/agb');
  await page.getByLabel(/Ich habe die AGB und die Widerrufsbelehrung gelesen/).check();

  // A double click is one attempt: both posts carry the form's Idempotency-Key, so one order.
  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/heizoel/bestellung/zusammenfassung')) {
      placements.push(new URLSearchParams(request.postData() ?? '').get('attemptKey') ?? '');
    }
  });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung');
  expect(new Set(placements).size).toBe(1);
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  const successPath = new URL(page.url()).pathname;
  expect(errors).toEqual([]);

  // The dealer opens the order's page from the list; the customer's success page is not the dealer's.
  await dealerPage.goto('/haendler/bestellungen?status=placed');
  await dealerPage.getByRole('link', { name: orderNumber }).click();
  await expect(dealerPage.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${orderNumber}`);
  await expect(dealerPage.getByText('Marienplatz 8')).toBeVisible();
  await expect(dealerPage.getByText(/Bestellt \(Kunde\)/)).toBeVisible();
  const foreign = await dealerPage.goto(successPath);
  expect(foreign?.status()).toBe(404);
  await dealer.close();

  // A customer is no dealer: the portal says there is no access.
  const portal = await page.goto('/haendler/bestellungen');
  expect(portal?.status()).toBe(401);
  await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
});

/**
 * Each checkout screen passes axe, fits a 360 px phone and is photographed at 390 and 1366 px for a look by
 * eye. axe runs as a script in the page, so a twin with JavaScript and the same cookies opens the screen.
 */
async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  // Said explicitly: new contexts take the describe block's options (JavaScript off) otherwise.
  const context = await browser.newContext({
    javaScriptEnabled: true,
    baseURL: testInfo.project.use.baseURL,
    storageState: await page.context().storageState(),
  });
  const twin = await context.newPage();
  await twin.goto(page.url());
  await waitForHydration(twin);
  await expect(twin.getByRole('heading', { level: 1 })).toHaveText(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  );
  await expectNoSeriousAxeViolations(twin, name);
  // The photos show the screen, not the first visit's cookie banner over it (checked by axe above).
  const banner = twin.getByRole('button', { name: 'Nur notwendige' });
  if (await banner.isVisible()) await banner.click();
  await expect(banner).toBeHidden();
  await screenshotAtWidths(twin, testInfo, `checkout-${name}`);
  await twin.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(twin), `sideways scroll on ${name} at 360 px`).toBe(0);
  await context.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest orders from the offer list to the success page; every screen passes axe', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto('/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=2');
    await page.getByTestId('offer-card').first().getByRole('link', { name: 'Bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellparameter bestätigen');
    await expect(page.getByTestId('delivery-place')).toContainText(
      'Lieferung nach 80331 München, 2 Abladestellen',
    );
    await checkScreen(page, testInfo, 'order-parameters');

    // The confirm button posts: the price is held, the order sign-in offers the guest path.
    await page.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
    await expect(page).toHaveURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/);
    await page.getByRole('link', { name: /Als Gast bestellen/ }).click();
    const guest = page.getByRole('form', { name: 'Als Gast bestellen' });
    await guest.getByLabel('E-Mail-Adresse').fill(uniqueEmail('ohne-js'));
    await guest.getByLabel('Vorname').fill('Gerd');
    await guest.getByLabel('Nachname').fill('Gast');
    await guest.getByRole('button', { name: 'Weiter als Gast' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferadresse');
    await expect(page.getByTestId('order-summary')).toContainText('Lieferung nach 80331 München');
    await checkScreen(page, testInfo, 'address');
    // A missing field is answered by the server with its German message, the typed values kept.
    await page.locator('[name="delivery-street"]').fill('Marienplatz');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte geben Sie die Hausnummer ein.')).toBeVisible();
    await expect(page.locator('[name="delivery-street"]')).toHaveValue('Marienplatz');
    await page.locator('[name="delivery-title1"]').selectOption('Frau');
    await fillAddress(page, 'delivery', 'Marienplatz');
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Delivery point 1 is the delivery address, salutation included.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abladestellen');
    await expect(page.locator('[name="point0-street"]')).toHaveValue('Marienplatz');
    await expect(page.locator('[name="point0-title1"]')).toHaveValue('Frau');
    await expect(page.locator('[name="point1-city"]')).toHaveValue('München');
    await expect(page.locator('[name="point0-amount"]')).toHaveValue('1.500');
    await checkScreen(page, testInfo, 'delivery-points');
    await fillAddress(page, 'point1', 'Sendlinger Straße');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
    await checkScreen(page, testInfo, 'payment');
    // The calculator priced invoice (option 11): the step starts from it, surcharge or not.
    await expect(page.getByLabel(/Rechnung des Händlers/)).toBeChecked();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letzte Prüfung vor Ihrer Bestellung');
    await expect(page.getByTestId('order-summary')).toContainText('Rechnung des Händlers');
    await checkScreen(page, testInfo, 'summary');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText('Bitte bestätigen Sie die AGB und die Widerrufsbelehrung.')).toBeVisible();
    await page.getByLabel(/Ich habe die AGB und die Widerrufsbelehrung gelesen/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung');
    await expect(page.getByTestId('order-number')).toHaveText(/^DE-\d{7}$/);
    // Both delivery points with their amounts, not only the first address (the card is the innermost section).
    const points = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Abladestellen' }) })
      .last();
    await expect(points).toContainText('Marienplatz');
    await expect(points).toContainText('Sendlinger Straße');
    await expect(points.getByText('Menge: 1.500 l')).toHaveCount(2);
    await checkScreen(page, testInfo, 'success');
  });
});
