import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

const HEATING_OIL_DE = 'countryId=1&productGroupId=1';
/** The offer list without options in the address: the calculator starts with the catalogue's defaults. */
const OFFER_LIST = '/heizoel/angebotsliste?zipCode=80331&amount=3000';

/** Back to the code catalogue through the API, so a failed run leaves no changed calculator behind. */
async function resetCatalogue(request: APIRequestContext): Promise<void> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const reset = await request.delete(`/api/support/calculator-parameters?${HEATING_OIL_DE}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reset.status()).toBe(204);
}

/** Calculator parameters (issue #13 point 9): admin only. */
test.describe('back office calculator parameters', () => {
  test.afterEach(async ({ request }) => {
    await resetCatalogue(request);
  });

  test('admin makes express 48 h the default delivery time and the offer list starts with it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Rechnerparameter' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechnerparameter');
    await expect(page.getByText('Für diese Auswahl gilt der Standardkatalog.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await screenshotAtWidths(page, testInfo, 'back-office-parameters');

    // Without JavaScript: the form posts to the route action and comes back with the confirmation.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/support/parameter-requirement?${HEATING_OIL_DE}`);
    const delivery = plain.getByRole('group', { name: 'Standardoption für „Lieferzeit“' });
    await delivery.getByLabel('Expresslieferung 48 h').check();
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('status')).toContainText('Gespeichert');
    await expect(plain.getByText('geändert').first()).toBeVisible();
    await expect(
      plain
        .getByRole('group', { name: 'Standardoption für „Lieferzeit“' })
        .getByLabel('Expresslieferung 48 h'),
    ).toBeChecked();

    // A default that is not offered is refused in German.
    await plain.getByLabel('„Expresslieferung 48 h“ anbieten').uncheck();
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('alert')).toContainText(
      'Die Standardoption der Gruppe „Lieferzeit“ muss angeboten werden.',
    );
    await noScript.close();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(OFFER_LIST);
    await expect(page.getByLabel('Expresslieferung 48 h')).toBeChecked();

    await page.goto(`/support/parameter-requirement?${HEATING_OIL_DE}`);
    await page.getByRole('button', { name: 'Auf Standard zurücksetzen' }).click();
    await expect(page.getByRole('status')).toContainText('Zurückgesetzt');
    await page.goto(OFFER_LIST);
    await expect(page.getByLabel('Standardlieferung')).toBeChecked();
  });

  test('customer support has no calculator parameters', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await expect(
      page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Rechnerparameter' }),
    ).toHaveCount(0);
    await page.goto('/support/parameter-requirement');
    await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
  });
});
