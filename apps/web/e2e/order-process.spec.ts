import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { openDealerPortal } from './support/dealer-portal';
import { continueSignedIn, openDealerOffer, signInWithForm } from './support/order-flow';

const CUSTOMER = 'kunde@example.com';

test('the steps follow the server: unreachable steps redirect, back works, an ended session resumes the step, a double click orders once', async ({
  page,
  context,
  browser,
}) => {
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
  await page.locator('[name="delivery-city"]').fill('München');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await page.goto('/heizoel/bestellung/zusammenfassung');
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/zahlung$/);

  // Previous follows the step order and shows what was saved.
  await page.getByRole('link', { name: 'Zurück: Lieferadresse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferadresse');
  await expect(page.locator('[name="delivery-street"]')).toHaveValue('Marienplatz');
  await page
    .getByRole('navigation', { name: 'Bestellschritte' })
    .getByRole('link', { name: /Zahlungsart/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');

  // The session ends without saving: the sign-in brings the customer back to this step.
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(
    /\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=%2Fheizoel%2Fbestellung%2Fzahlung$/,
  );
  await signInWithForm(page, CUSTOMER);
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/zahlung$/);

  await waitForHydration(page);
  await page.getByLabel(/Rechnung über den Marktplatz/).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letzte Prüfung vor Ihrer Bestellung');
  await waitForHydration(page);
  await expect(page.getByTestId('price-held-until')).toContainText('Preis garantiert bis');
  const summary = page.getByRole('form', { name: 'Bestellung abschließen' });
  await expect(summary.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/druckansicht/agb');
  await page.getByLabel(/Ich habe die AGB und die Widerrufsbelehrung gelesen/).check();

  // A double click is one attempt: one Idempotency-Key, one order.
  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order-process/place')) {
      placements.push(request.headers()['idempotency-key'] ?? '');
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
