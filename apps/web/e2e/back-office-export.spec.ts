import { readFile } from 'node:fs/promises';
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

/** Order export (issue #13 point 6, spec 2 §2 /export-orders). */
test.describe('back office order export', () => {
  test('admin exports a month of orders as CSV and downloads it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Export' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen exportieren');

    const { from, to } = lastMonth();
    await page.getByLabel('Bestellt ab').fill(from);
    await page.getByLabel('Bestellt bis').fill(to);
    await page.getByLabel('Format').selectOption({ label: 'CSV' });
    await page.getByRole('button', { name: 'Export starten' }).click();

    // The job runs on the API's queue; the page reloads itself (meta refresh) until the file is there.
    const german = (day: string) => day.split('-').reverse().join('.');
    const row = page
      .getByRole('row')
      .filter({ hasText: `${german(from)} – ${german(to)}` })
      .first();
    await expect(row.getByRole('link', { name: 'Herunterladen' })).toBeVisible({ timeout: 90_000 });
    await expect(row).toContainText('100 %');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bestellungen-.+\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Bestellnummer;Bestellt am;Land;Händler;Kunde;E-Mail;PLZ;Ort;Produkt;Menge;Gesamtpreis brutto;Währung;Zahlungsart;Status',
    );
    expect(lines.length).toBeGreaterThan(2);

    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-export');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
