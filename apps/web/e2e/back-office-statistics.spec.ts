import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** First and last day (YYYY-MM-DD) of the month before this one: the demo history has orders in it. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
    to: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))),
  };
}

/** The period statistic (spec 2 §2 /statistics, §7 periodStatistic). */
test.describe('back office statistics', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
  });

  test('admin filters a site and a month and sees the chart and the table with its total', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Statistik' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistik');

    const { from, to } = lastMonth();
    await page.getByLabel('Länderseite').selectOption({ label: 'Österreich' });
    await page.getByLabel('Von').fill(from);
    await page.getByLabel('Bis').fill(to);
    await page.getByLabel('Gruppierung', { exact: true }).selectOption({ label: 'Tag' });
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`countryId=2&.*from=${from}&to=${to}&.*grouping=day`));

    await expect(page.getByRole('img', { name: 'Umsatz je Tag' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Kennzahlen je Tag' });
    await expect(table.getByRole('row').last()).toContainText('Gesamt');
    // Austrian format: euro before the amount.
    await expect(table.getByRole('row').last()).toContainText('€ ');
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-statistics');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a reversed period gets the German reason, an empty one an empty state', async ({ page }) => {
    await page.goto('/statistics?from=2026-03-01&to=2026-02-01');
    await expect(
      page.getByText('Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.').first(),
    ).toBeVisible();
    await page.goto('/statistics?from=2001-01-01&to=2001-12-31');
    await expect(page.getByRole('heading', { name: 'Keine Bestellungen' })).toBeVisible();
  });
});
