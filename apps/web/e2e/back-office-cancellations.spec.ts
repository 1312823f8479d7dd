import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** Cancellation management (spec 2 §4): staff book cancellations, the changed rows saved in one call. */
test.describe('back office cancellations', () => {
  test('admin books two cancellations and sees them booked after a reload', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { name: 'Offene Stornierungen' })).toBeVisible();
    await page.getByRole('link', { name: 'Zum Stornomanagement' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stornomanagement');
    // The labels name each row's order: "Gebucht (DE-2026-…)".
    const labels = page.locator('label').filter({ hasText: /^Gebucht \(/ });
    await expect(labels.first()).toBeVisible();
    const orderNumbers = (await labels.allTextContents()).slice(0, 2).map((text) => text.slice(9, -1));
    expect(orderNumbers).toHaveLength(2);
    for (const orderNumber of orderNumbers) {
      await page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` }).check();
      await page
        .getByRole('combobox', { name: `Gebucht als (${orderNumber})` })
        .selectOption('withCommission');
    }
    await expect(page.getByText('2 Zeilen geändert')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-cancellations');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Buchungen sind gespeichert.')).toBeVisible();

    await page.goto('/stornomanagement?from=2000-01-01&booked=ja');
    for (const orderNumber of orderNumbers) {
      await expect(page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` })).toBeChecked();
      await expect(page.getByRole('combobox', { name: `Gebucht als (${orderNumber})` })).toHaveValue(
        'withCommission',
      );
    }
  });
});
