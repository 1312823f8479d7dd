import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths } from './support/screenshots';

/** The back office's console (spec 2 §2): who gets in, where staff land, what each role sees. */
test.describe('back office console', () => {
  test('admin signs in and lands on the dashboard with every site', async ({ page }, testInfo) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backoffice');
    const today = page.getByRole('region', { name: 'Heute' });
    await expect(today.getByRole('heading', { level: 3 })).toHaveText([
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);
    await expect(page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link')).not.toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-dashboard');
  });

  test('a visitor is sent to the sign-in, which leads back', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fsupport$/);
  });

  test('a customer gets no access', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'kunde@example.com');
    await expect(page).not.toHaveURL(/anmeldung/);
    await page.goto('/support');
    await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
  });
});
