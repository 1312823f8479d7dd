import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { openDealerPortal } from './support/dealer-portal';
import { findLink, waitForMail } from './support/mailbox';
import {
  continueAsNewCustomer,
  fillAddress,
  placeFromSummary,
  reachSummary,
  uniqueEmail,
} from './support/order-flow';

test('a new visitor orders 3,000 l as a guest with invoice; the dealer confirms and the customer is told', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('bestellung');
  // The visitor orders from the demo dealer, whose staff then confirm the order.
  const { context: dealerContext, page: dealerPage, dealerName } = await openDealerPortal(browser);

  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel('PLZ').fill('80331');
  await page.getByLabel('Menge in l').fill('3000');
  await page.getByRole('button', { name: 'Preise vergleichen' }).click();
  const card = page.getByTestId('offer-card').filter({ hasText: dealerName }).first();
  await expect(card).toBeVisible();
  const listedTotal = await card.getByTestId('offer-total').textContent();
  await card.getByRole('link', { name: 'Bestellen' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellparameter bestätigen');
  await expect(page.getByTestId('order-total')).toHaveText(listedTotal ?? '');
  await expect(page.getByTestId('price-hold')).toContainText(
    'reservieren wir Ihnen diesen Preis für 30 Minuten',
  );
  await continueAsNewCustomer(page, email, 'Gast');
  await reachSummary(page, /Rechnung des Händlers/);
  await expect(page.getByTestId('order-total')).toHaveText(listedTotal ?? '');
  await expect(page.getByText('innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen')).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('alert')).toContainText('Bitte bestätigen Sie die AGB');
  const orderNumber = await placeFromSummary(page);
  expect(orderNumber).toMatch(/^DE-\d{7}$/);
  await waitForMail(email, new RegExp(`Ihre Bestellung ${orderNumber} ist eingegangen`));
  expect(errors).toEqual([]);

  await dealerPage.reload();
  await waitForHydration(dealerPage);
  const order = dealerPage.getByRole('article', { name: `Bestellung ${orderNumber}` });
  const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  await order.getByLabel('Liefertermin').fill(date);
  await order.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(order).toContainText('Vom Händler bestätigt');
  const mail = await waitForMail(email, /Vom Händler bestätigt/);
  expect(mail.text).toContain(`Liefertermin: ${date.split('-').reverse().join('.')}`);

  await order.getByLabel('Gelieferte Menge in l').fill('2980');
  await order.getByRole('button', { name: 'Als geliefert melden' }).click();
  await expect(order).toContainText('Geliefert');
  await dealerContext.close();

  // The delivered mail's link rates the dealer, once.
  const delivered = await waitForMail(email, /: Geliefert$/);
  const link = findLink(delivered, '/bewerten-sie-uns/');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie zufrieden waren Sie?');
  await page.getByLabel('5 Sterne').check();
  await page.getByLabel('Ihr Kommentar (optional)').fill('Pünktlich geliefert, freundlicher Fahrer.');
  await page.getByRole('button', { name: 'Bewertung abschicken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bewertung!');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Diese Bestellung haben Sie bereits bewertet.')).toBeVisible();
});

test('a customer with two delivery points pays by SEPA direct debit on the at site', async ({ page }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('bestellung');
  await page.goto(
    '/at/heizoel/angebotsliste?zipCode=1010&amount=3000&stations=2&product=6&options=5,24,-2,12,9',
  );
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Bestellen' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellparameter bestätigen');
  await expect(page.getByText('2 Abladestellen')).toBeVisible();
  await continueAsNewCustomer(page, email, 'Zweifach', false);
  await expect(page).toHaveURL(/\/at\/heizoel\/bestellung\/adresse$/);

  await waitForHydration(page);
  await fillAddress(page, 'delivery', 'Stephansplatz', 'Wien, Innere Stadt');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abladestellen');
  await waitForHydration(page);
  await fillAddress(page, 'point0', 'Stephansplatz', 'Wien, Innere Stadt');
  await fillAddress(page, 'point1', 'Graben', 'Wien, Innere Stadt');
  await page.getByLabel('Menge in l').first().fill('1000');
  await expect(page.getByTestId('amount-remaining')).toContainText('Noch zu verteilen: 500');
  await page.getByLabel('Menge in l').nth(1).fill('2000');
  await expect(page.getByTestId('amount-remaining')).toContainText(/ergeben zusammen 3\.000/);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await waitForHydration(page);
  await page.getByLabel(/SEPA-Lastschrift über den Marktplatz/).check();
  await page.getByLabel('IBAN').fill('AT61 1904 3002 3457 3202');
  await page.getByLabel('Kontoinhaber').focus();
  await expect(page.getByText('Die IBAN ist ungültig.')).toBeVisible();
  await page.getByLabel('IBAN').fill('AT61 1904 3002 3457 3201');
  await page.getByLabel('Kontoinhaber').fill('Gerd Zweifach');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letzte Prüfung vor Ihrer Bestellung');
  await waitForHydration(page);
  await expect(page.getByTestId('summary-payment')).toHaveText(
    'SEPA-Lastschrift über den Marktplatz (AT61 **** **** 3201)',
  );
  await expect(page.getByText(/Menge: 1\.000 l/)).toBeVisible();
  await expect(page.getByText(/Menge: 2\.000 l/)).toBeVisible();
  expect(await placeFromSummary(page)).toMatch(/^AT-\d{7}$/);
  await expect(page).toHaveURL(/\/at\/heizoel\/bestellung-erfolgreich\/\d+$/);
  expect(errors).toEqual([]);
});
