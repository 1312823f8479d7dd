import { expect, test } from '@playwright/test';
import { waitForHydration } from './page.util';

test.describe('compact calculator on the error page', () => {
  test('a postal code of another country links to the same page on that site', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await page.getByLabel('PLZ').fill('8010');
    await page.getByRole('button', { name: 'Start' }).click();

    const popover = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Eingaben:' });
    await expect(popover).toContainText('Die Postleitzahl muss aus 5 Ziffern bestehen.');
    await expect(popover).toContainText(
      'Die Postleitzahl ist in diesem Land nicht gültig oder wurde nicht gefunden.',
    );
    const atLink = popover.getByRole('link', { name: 'in Österreich' });
    await expect(atLink).toHaveAttribute('href', '/at/gibt-es-nicht');

    await popover.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(popover).toBeHidden();
    await expect(page.getByLabel('PLZ')).toBeFocused();
  });

  test('a valid entry starts the heating-oil offer list', async ({ page }) => {
    await page.goto('/ch/unbekannt');
    await waitForHydration(page);

    await page.getByLabel('PLZ').fill('8001');
    await page.getByLabel('Liter').fill('4000');
    await page.getByLabel('Liter').press('Enter');

    await expect(page).toHaveURL(/\/ch\/heizoel\/angebotsliste\?zipCode=8001&amount=4000&/);
    await expect(page.getByTestId('offer-total').first()).toHaveText(/^CHF\s\d{1,3}('\d{3})*\.\d{2}$/);
  });
});
