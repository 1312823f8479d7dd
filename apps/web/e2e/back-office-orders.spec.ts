import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { placeGuestOrderByApi } from './support/portal-order';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** Issue #13 points 3 and 10: customer support finds an order, notes on it, and the audit log shows the note. */
test.describe('back office: order support and audit log', () => {
  test.setTimeout(120_000);

  test('support finds an order by number, adds a note, sees it in the history and in the audit log', async ({
    page,
    request,
  }, testInfo) => {
    const order = await placeGuestOrderByApi(request);
    const note = `Rückruf erbeten ${randomUUID().slice(0, 8)}`;
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Bestellungen' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen');

    await page.getByLabel('Bestellnummer').fill(order.orderNumber);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`orderNumber=${order.orderNumber}`));
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'support-order-search');
    await page.getByRole('link', { name: order.orderNumber }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${order.orderNumber}`);
    await page.getByLabel('Neue Notiz').fill(note);
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(page.getByText('Die Notiz ist gespeichert.')).toBeVisible();
    const history = page.getByRole('table', { name: /Verlauf der Bestellung/ });
    await expect(history.getByRole('row').filter({ hasText: 'Notiz zur Bestellung' })).toContainText(note);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'support-order');

    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Protokoll' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protokoll');
    await page.getByLabel('Objektnummer').fill(String(order.orderId));
    await page.getByRole('button', { name: 'Filtern' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Notiz zur Bestellung' }).first();
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'support-audit-log');
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await row.getByRole('link', { name: `Bestellung ${order.orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${order.orderNumber}`);
  });
});
