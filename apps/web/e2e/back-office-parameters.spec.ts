import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

const HEATING_OIL_DE = 'countryId=1&productGroupId=1';
/** The offer list without options in the address: the calculator starts with the catalogue's defaults. */
const OFFER_LIST = '/heizoel/angebotsliste?zipCode=80331&amount=3000';
/** Payment options a dealer may or may not take, by id: one of them splits the dealers of the walk. */
const PAYMENTS = new Map([
  [12, 'SEPA-Lastschrift'],
  [13, 'Barzahlung bei Lieferung'],
  [14, 'EC-Karte bei Lieferung'],
  [15, 'PayPal'],
]);
/** Diesel in Germany: no other spec walks its offer list, so a requirement here disturbs nobody's run. */
const DIESEL_DE = 'countryId=1&productGroupId=2';
const DIESEL_OFFER_LIST = '/diesel/angebotsliste?zipCode=80331&amount=3000';

/** Back to the code catalogue through the API, so a failed run leaves no changed calculator behind. */
async function resetCatalogue(request: APIRequestContext): Promise<void> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  for (const selection of [HEATING_OIL_DE, DIESEL_DE]) {
    const reset = await request.delete(`/api/support/calculator-parameters?${selection}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reset.status()).toBe(204);
  }
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

  test('admin requires a payment option for diesel and the offer list keeps only the dealers that take it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    /** Branch ids the calculator lists for 3,000 l of diesel in Munich, with the given options selected. */
    const listed = async (parameters: { Id: number }[]) => {
      const res = await request.post('/api/kalkulation/berechnen', {
        data: {
          ZipCode: '80331',
          Amount: 3000,
          Stations: 1,
          ProductGroupId: 2,
          Product: { Id: 4, ClimateNeutral: false },
          Parameters: parameters,
          CountryId: 1,
        },
      });
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { Items: { BranchId: number }[] };
      return body.Items.map((item) => item.BranchId).sort((a, b) => a - b);
    };
    const everybody = await listed([]);
    // Choosing a payment lists exactly the dealers that take it: the ones a requirement must keep.
    let payment: { label: string; taking: number[] } | undefined;
    for (const [id, label] of PAYMENTS) {
      const taking = await listed([{ Id: id }]);
      if (taking.length > 0 && taking.length < everybody.length) {
        payment = { label, taking };
        break;
      }
    }
    if (!payment) throw new Error('no payment option splits the diesel dealers of Munich in the demo market');
    const { label, taking } = payment;

    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/support$/);
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/support/parameter-requirement?${DIESEL_DE}`);
    const required = plain.getByLabel(`„${label}“ Pflicht für die Listung`);
    await expect(required).not.toBeChecked();
    await required.check();
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('status')).toContainText('Gespeichert');
    await expect(plain.getByLabel(`„${label}“ Pflicht für die Listung`)).toBeChecked();

    expect(await listed([])).toEqual(taking);
    await plain.goto(DIESEL_OFFER_LIST);
    await expect(plain.getByTestId('offer-card')).toHaveCount(taking.length);

    // Not offered and required at once is refused in German.
    await plain.goto(`/support/parameter-requirement?${DIESEL_DE}`);
    await plain.getByLabel(`„${label}“ anbieten`).uncheck();
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('alert')).toContainText(
      `Die Option „${label}“ kann nur Pflicht für die Listung sein, wenn sie angeboten wird.`,
    );

    await plain.goto(`/support/parameter-requirement?${DIESEL_DE}`);
    await plain.getByLabel(`„${label}“ Pflicht für die Listung`).uncheck();
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('status')).toContainText('Gespeichert');
    await plain.goto(DIESEL_OFFER_LIST);
    await expect(plain.getByTestId('offer-card')).toHaveCount(everybody.length);
    await noScript.close();
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
