import { expect, test } from '@playwright/test';

test.describe('error page', () => {
  for (const { path, lang } of [
    { path: '/gibt-es-nicht', lang: 'de-DE' },
    { path: '/ch/gibt-es-nicht/auch-nicht', lang: 'de-CH' },
  ]) {
    test(`an unknown URL (${path}) answers 404 with the German error page`, async ({ request }) => {
      const response = await request.get(path);

      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<title>Fehler 404</title>');
      expect(html).toContain('Die angeforderte Seite existiert nicht...');
      expect(html).toContain('Bitte nutzen Sie die Navigation');
      expect(html).toContain('data-slot="compact-calculator"');
    });
  }

  test('keeps header and footer and leads back to the start page of the site', async ({ page }) => {
    const response = await page.goto('/ch/unbekannte-seite');

    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Fehler 404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Die angeforderte Seite existiert nicht...',
    );
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();

    await expect(page).toHaveURL(/\/ch$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('in der Schweiz');
  });
});
