import { expect, test } from '@playwright/test';
import { waitForHydration } from './page.util';

test.describe('compact calculator on the error page', () => {
  test('a postal code of another country links to the offer list on that site', async ({ page }) => {
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
    await expect(popover).toContainText('Meinten Sie vielleicht eine PLZ in Österreich oder in der Schweiz?');
    await expect(popover).not.toContainText('...');
    const atLink = popover.getByRole('link', { name: 'in Österreich' });
    await expect(atLink).toHaveAttribute('href', '/at/heizoel/angebotsliste?zipCode=8010&amount=3000');

    await popover.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(popover).toBeHidden();
    await expect(page.getByLabel('PLZ')).toBeFocused();

    // The link opens the Austrian offer list for Graz, not a 404.
    await page.getByLabel('PLZ').fill('8010');
    await page.getByRole('button', { name: 'Start' }).click();
    await popover.getByRole('link', { name: 'in Österreich' }).click();
    await expect(page).toHaveURL(/\/at\/heizoel\/angebotsliste\?zipCode=8010&amount=3000/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('8010');
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
