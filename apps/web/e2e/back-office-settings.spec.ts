import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** Back-office settings (issue #13 point 8): the cache screen, admin only. */
test.describe('back office cache', () => {
  test('admin sees the backend and purges the prices cache without JavaScript', async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    // Fill the prices cache through a price page, so the purge has something to drop.
    await page.goto('/heizoelpreise');
    await page.goto('/support/cache');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cache');
    await expect(page.getByText('erreichbar', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Cache' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await screenshotAtWidths(page, testInfo, 'back-office-cache');

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto('/support/cache');
    await plain.getByRole('button', { name: /Cache „Preise .*“ leeren/ }).click();
    await expect(plain).toHaveURL(/\/support\/cache\?geleert=prices&entfernt=\d+$/);
    await expect(plain.getByRole('status')).toContainText(
      /Cache „Preise .*“ geleert: \d+ Einträge? entfernt\./,
    );
    const prices = plain.getByRole('listitem').filter({ hasText: 'Preise (' });
    await expect(prices.getByText(/^0 Einträge$/)).toBeVisible();
    await noScript.close();
  });

  test('admin reloads the market now', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await page.goto('/support/cache');
    await page.getByRole('button', { name: 'Markt jetzt neu laden' }).click();
    await expect(page.getByRole('status')).toContainText('Der Markt wird neu geladen');
  });

  test('customer support has no cache screen', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await expect(
      page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Cache' }),
    ).toHaveCount(0);
    await page.goto('/support/cache');
    await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
  });
});
