import { type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';

const OFFER_LIST =
  '/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9';
/** A total as the de site writes it: '2.932,40 €' (with a no-break space). */
const GERMAN_PRICE = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;

/** '2.932,40 €' → 293240. */
function cents(price: string): number {
  return Number(price.replace(/[^\d,]/g, '').replace(',', ''));
}

async function totals(page: Page): Promise<string[]> {
  return page.getByTestId('offer-total').allTextContents();
}

test('a new visitor compares prices from the home calculator and sees offers by total price', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);

  await page.getByLabel('PLZ').fill('80331');
  await page.getByLabel('Menge in l').fill('3000');
  // The amount shows in the site's format once the field is left (NumberInput).
  await page.getByLabel('Menge in l').blur();
  await expect(page.getByLabel('Menge in l')).toHaveValue('3.000');
  await page.getByRole('button', { name: 'Preise vergleichen' }).click();

  await expect(page).toHaveURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=3000&/);
  await expect(page.getByTestId('offer-list-summary')).toContainText('PLZ 80331 München · 3.000 l');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  const prices = await totals(page);
  expect(prices.length).toBeGreaterThan(1);
  for (const price of prices) expect(price).toMatch(GERMAN_PRICE);
  const amounts = prices.map(cents);
  expect(amounts).toEqual(amounts.toSorted((a, b) => a - b));
  await expect(page.getByTestId('offer-card').first()).toContainText('Bestpreis');
  await expect(page.getByTestId('offer-card').first()).toContainText(
    /Lieferung (zwischen|am) \d{2}\.\d{2}\.\d{4}/,
  );
  await expect(page.getByTestId('offer-card').first()).toContainText('inkl. 19 % MwSt.');
});

test('reloading the offer list keeps the chosen settings', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(OFFER_LIST);
  await waitForHydration(page);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();

  await page.getByLabel('Expresslieferung 24 h').check();
  await expect(page).toHaveURL(/options=31,24,-2,11,9/);
  await page.getByLabel('PayPal').check();
  await expect(page).toHaveURL(/options=31,24,-2,15,9/);
  await page.getByLabel('2 Abladestellen').check();
  await expect(page).toHaveURL(/stations=2/);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();

  await page.reload();

  await expect(page.getByLabel('Expresslieferung 24 h')).toBeChecked();
  await expect(page.getByLabel('PayPal')).toBeChecked();
  await expect(page.getByLabel('2 Abladestellen')).toBeChecked();
  await expect(page.getByLabel('Standardlieferung')).not.toBeChecked();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('settings changes replace the history entry instead of adding one', async ({ page }) => {
  await page.goto('/');
  await page.goto(OFFER_LIST);
  await waitForHydration(page);

  await page.getByLabel('vormittags').check();
  await expect(page).toHaveURL(/options=5,24,-2,11,10/);
  await page.goBack();

  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("'Bestellen' carries the configuration in the order variant to the order parameters", async ({
  page,
}) => {
  await page.goto(OFFER_LIST.replace('11,9', '23$12,9'));
  await waitForHydration(page);

  await page.getByRole('link', { name: 'Bestellen' }).first().click();

  await expect(page).toHaveURL(
    /\/heizoel\/bestellparameter-bestaetigen\?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,23~12,9&dealerId=\d+&branchId=\d+$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellparameter bestätigen');
  await expect(page.getByTestId('order-total')).toBeVisible();
  // The view only shows the price; 'Weiter zur Bestellung' posts to hold it.
  await expect(page.getByRole('button', { name: 'Weiter zur Bestellung' })).toBeVisible();
  // Another offer: back to the list of the same configuration.
  await page.getByRole('link', { name: 'Anderes Angebot wählen' }).click();
  await expect(page).toHaveURL(
    /\/heizoel\/angebotsliste\?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,23\$12,9/,
  );
});

test('an unknown product group is a 404', async ({ request }) => {
  expect((await request.get('/kerosin/angebotsliste')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the offer list is complete in the server HTML', async ({ page }) => {
    await page.goto(OFFER_LIST);

    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    const prices = await totals(page);
    expect(prices.length).toBeGreaterThan(1);
    for (const price of prices) expect(price).toMatch(GERMAN_PRICE);
    await expect(page.getByLabel('Standardlieferung')).toBeChecked();
  });

  test('the home calculator submits as a plain form', async ({ page }) => {
    await page.goto('/at');

    await page.getByLabel('PLZ').fill('8010');
    await page.getByLabel('Menge in l').fill('2.500');
    await page.getByRole('button', { name: 'Preise vergleichen' }).click();

    await expect(page).toHaveURL(/\/at\/heizoel\/angebotsliste\?zipCode=8010&amount=2500&/);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByTestId('offer-total').first()).toHaveText(/^€\s\d{1,3}(\.\d{3})*,\d{2}$/);
  });
});
