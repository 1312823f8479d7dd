import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithForm } from './support/order-flow';
import { overflowingElements, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** The sales list (issue #13 point 5, spec 2 §2 /admin/verkaufsliste). */
test.describe('back office sales list', () => {
  test('admin opens last month’s sales list and changes a dealer’s commission rate', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Verkaufsliste' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkaufsliste');

    // Without a period the list shows last month, a table per site ending in its totals.
    const germany = page.getByRole('table', { name: 'Deutschland: Verkäufe je Händler' });
    await expect(germany.getByRole('row').last()).toContainText('Summe');
    await expect(germany.getByRole('row').last()).toContainText(' €');
    await expect(
      page.getByRole('table', { name: 'Schweiz: Verkäufe je Händler' }).getByRole('row').last(),
    ).toContainText('CHF');
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-sales');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The rate reads as text; its "ändern" opens the form in place.
    await germany.locator('summary').first().click();
    const rate = germany.getByRole('textbox', { name: /^Provisionssatz .* in %$/ }).first();
    const rateLabel = await rate.getAttribute('id');
    await rate.fill('4,25');
    await rate.locator('xpath=ancestor::form').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Der Provisionssatz ist gespeichert.')).toBeVisible();
    await expect(page.locator(`[id="${rateLabel}"]`)).toHaveValue('4,25');

    // The dealer's name leads to its rate history, the new rate last and in force.
    await germany
      .getByRole('link', { name: /: Verlauf des Provisionssatzes$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Provisionssatz:');
    const history = page.getByRole('table', { name: 'Verlauf des Provisionssatzes' });
    await expect(history.getByRole('row').nth(1)).toContainText('(Standard)');
    await expect(history.getByRole('row').last()).toContainText('4,25 %');
    await expect(history.getByRole('row').last()).toContainText('gilt jetzt');
    await expectNoSeriousAxeViolations(page);
  });

  test('without JavaScript a rate over 30 % gets the German reason; an unknown dealer an empty list', async ({
    browser,
    page: signIn,
  }) => {
    await signIn.goto('/benutzerkonto/anmeldung');
    await signInWithForm(signIn, 'admin@example.com');
    await expect(signIn).toHaveURL(/\/support$/);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signIn.context().storageState(),
    });
    const page = await context.newPage();
    await page.goto('/admin/verkaufsliste?dealerId=987654321');
    await expect(page.getByRole('heading', { name: 'Keine Verkäufe' })).toBeVisible();
    await page.goto('/admin/verkaufsliste?countryId=2');
    await page.getByRole('table').first().locator('summary').first().click();
    const rate = page.getByRole('textbox', { name: /^Provisionssatz .* in %$/ }).first();
    await rate.fill('31');
    await rate.locator('xpath=ancestor::form').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(/Die Provision muss zwischen 0 und 30 % liegen/).first()).toBeVisible();
    // The history is a plain page; a dealer that does not exist is the not-found page.
    await page
      .getByRole('link', { name: /^Verlauf des Provisionssatzes / })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Verlauf des Provisionssatzes' })).toBeVisible();
    const missing = await page.goto('/admin/verkaufsliste/haendler/987654321');
    expect(missing?.status()).toBe(404);
    await context.close();
  });

  test('support has neither the navigation entry nor the sales list', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await expect(
      page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Verkaufsliste' }),
    ).toHaveCount(0);
    await page.goto('/admin/verkaufsliste');
    await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
    await page.goto('/admin/verkaufsliste/haendler/1');
    await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
  });
});
