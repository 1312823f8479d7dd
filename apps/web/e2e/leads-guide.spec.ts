import { type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import { ownClientAddress } from './support/client-address';
import { overflowingElements, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/**
 * The oil-consumption guide (issue #14 points 2–4): its steps with and without JavaScript, the comparison
 * and the result page. Each test comes from an address of its own: the API limits comparisons per address.
 */
test.use({ extraHTTPHeaders: ownClientAddress() });

// The cookie choice is made (the banner has its own spec), so it covers nothing in the screenshots.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL ?? '' }]);
});

const STEP = /\/heizoel-verbrauchsvergleich\/schritt-(\d)$/;

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/heizoel-verbrauchsvergleich/schritt-${step}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

async function expectNoOverflow(page: Page): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
  }
}

test.describe('consumption guide with JavaScript', () => {
  test('a visitor answers every step, moving on by itself, reloads in the middle and sees the result after the progress bar', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/heizoel-verbrauchsvergleich');
    await expect(page).toHaveTitle(
      'Heizöl-Verbrauchsvergleich: Ist Ihr Verbrauch normal? | Heizöl-Marktplatz',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heizöl-Verbrauchsvergleich');
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page, 'guide intro');
    await screenshotAtWidths(page, testInfo, 'guide-intro');
    await page.getByRole('link', { name: 'Vergleich starten' }).click();

    // Step 1: two choices; the second completes the step and the guide moves on without a click on Weiter.
    await expectStep(page, 1, 'Ihr Gebäude');
    const progress = page.getByRole('progressbar', { name: 'Fortschritt des Verbrauchsvergleichs' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('radio', { name: 'Einfamilienhaus' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '11');
    await page.getByRole('radio', { name: '1949 bis 1978' }).check();
    await expect(page.getByText('Alle Fragen beantwortet – es geht gleich weiter.')).toBeVisible();
    await expectStep(page, 2, 'Fläche und Haushalt');

    // Step 2: numbers in the site's format; one out of range says why beside the field once it is left.
    await page.getByLabel('Beheizte Wohnfläche').fill('10');
    await page.getByLabel('Personen im Haushalt').focus();
    await expect(page.getByText('Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.')).toBeVisible();
    await page.getByLabel('Beheizte Wohnfläche').fill('140');
    await expect(page.getByText('Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'guide step 2');
    await screenshotAtWidths(page, testInfo, 'guide-step');
    await page.getByLabel('Personen im Haushalt').fill('3');
    await expectStep(page, 3, 'Ihre Heizung');

    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('radio', { name: '20 bis 29 Jahre' }).check();
    await expectStep(page, 4, 'Tank und Verbrauch');

    // Half of step 4, then a reload: the answer is still there, and the guide stays on its step.
    await page.getByLabel('Fassungsvermögen Ihres Tanks').fill('5000');
    await page.getByLabel('Fassungsvermögen Ihres Tanks').blur();
    await expect(page.getByLabel('Fassungsvermögen Ihres Tanks')).toHaveValue('5.000');
    await page.reload();
    await waitForHydration(page);
    await expectStep(page, 4, 'Tank und Verbrauch');
    await expect(page.getByLabel('Fassungsvermögen Ihres Tanks')).toHaveValue('5.000');
    await expect(progress).toHaveAttribute('aria-valuenow', '77');

    // The last step cannot be opened before this one is complete.
    await page.goto('/heizoel-verbrauchsvergleich/schritt-5');
    await expectStep(page, 4, 'Tank und Verbrauch');
    await waitForHydration(page);
    await page.getByLabel('Heizölverbrauch pro Jahr').fill('2800');
    await expectStep(page, 5, 'Ihr Standort');

    // The last answer compares: the progress bar runs, then the result opens.
    await page.getByLabel('Postleitzahl').fill('80331');
    await expect(page.getByRole('progressbar', { name: 'Ergebnis wird vorbereitet' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wir vergleichen Ihren Verbrauch …' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dein-heizoelverbrauch$/, { timeout: 15_000 });

    // 2,800 l on 140 m² with hot water: 200 kWh/m², 'erhöht' in the Heizspiegel's class up to 238.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Heizölverbrauch ist erhöht');
    await expect(
      page.getByText('Sie verbrauchen 2.800 Liter Heizöl im Jahr, das sind 200 kWh/m² und Jahr.'),
    ).toBeVisible();
    await expect(page.getByRole('figure')).toContainText(
      'erhöht: 162 bis 238 kWh/m² – hier liegt Ihr Haushalt',
    );
    await expect(page.getByText(/verbrauchen pro m² weniger als Sie/)).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^[\d.]+,\d{2}\s€$/ })).toHaveCount(1);
    await expect(page.getByText('7.448 kg CO₂', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was bei Ihnen am meisten spart' })).toBeVisible();
    const order = page.getByRole('link', { name: 'Jetzt Heizöl bestellen' });
    await expect(order).toHaveAttribute('href', /^\/heizoel\/angebotsliste\?.*zipCode=80331.*&amount=4000/);
    await expect(page.getByRole('link', { name: 'Modernisierungsangebot anfragen' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'guide result');
    await screenshotAtWidths(page, testInfo, 'guide-result');
    await expectNoOverflow(page);

    // The choice is remembered: back on the result, it is marked.
    await order.click();
    await expect(page).toHaveURL(/\/heizoel\/angebotsliste/);
    await page.goBack();
    await expect(page.getByText('Zuletzt gewählt')).toBeVisible();

    // The intro offers to continue or to clear; clearing starts over.
    await page.goto('/heizoel-verbrauchsvergleich');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Angaben löschen' }).click();
    await expect(page.getByText('Ihre Angaben wurden gelöscht.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vergleich starten' })).toBeVisible();
    await page.goto('/dein-heizoelverbrauch');
    await expect(page.getByRole('heading', { name: 'Noch kein Ergebnis' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('where the partner does not serve the postal code, no modernisation offer is proposed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await answerAllSteps(page, '/at', '9992');
    await expect(page).toHaveURL(/\/at\/dein-heizoelverbrauch$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Jetzt Heizöl bestellen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modernisierungsangebot anfragen' })).toHaveCount(0);
  });
});

/** Every step answered with JavaScript on a site (its prefix), the last with `zipCode`. */
async function answerAllSteps(page: Page, site: string, zipCode: string): Promise<void> {
  await page.goto(`${site}/heizoel-verbrauchsvergleich/schritt-1`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Reihen- oder Doppelhaus' }).check();
  await page.getByRole('radio', { name: '1979 bis 1994' }).check();
  await expect(page).toHaveURL(STEP);
  await expect(page.getByLabel('Beheizte Wohnfläche')).toBeVisible();
  await page.getByLabel('Beheizte Wohnfläche').fill('110');
  await page.getByLabel('Personen im Haushalt').fill('2');
  await expect(page.getByRole('radio', { name: 'Nein', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Nein', exact: true }).check();
  await page.getByRole('radio', { name: 'jünger als 10 Jahre' }).check();
  await expect(page.getByLabel('Heizölverbrauch pro Jahr')).toBeVisible();
  await page.getByLabel('Fassungsvermögen Ihres Tanks').fill('3000');
  await page.getByLabel('Heizölverbrauch pro Jahr').fill('1500');
  await expect(page.getByLabel('Postleitzahl')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill(zipCode);
}

test.describe('consumption guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each step is a form post; errors in German beside the field; the result from the session', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The footer of every page leads to the guide.
    await page.goto('/at/info-center');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Heizöl-Verbrauchsvergleich' }).click();
    await expect(page).toHaveURL(/\/at\/heizoel-verbrauchsvergleich$/);
    await page.getByRole('link', { name: 'Vergleich starten' }).click();
    await expectStep(page, 1, 'Ihr Gebäude');

    // A step sent incomplete comes back with the reason beside each field.
    await page.getByRole('radio', { name: 'Mehrfamilienhaus' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expectStep(page, 1, 'Ihr Gebäude');
    await expect(page.getByRole('group', { name: 'Wann wurde es gebaut?' })).toContainText(
      'Bitte wählen Sie eine Antwort aus.',
    );
    await expect(page.getByRole('radio', { name: 'Mehrfamilienhaus' })).toBeChecked();
    await page.getByRole('radio', { name: 'ab 2010' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expectStep(page, 2, 'Fläche und Haushalt');
    // A later step cannot be opened before this one is answered.
    await page.goto('/at/heizoel-verbrauchsvergleich/schritt-4');
    await expectStep(page, 2, 'Fläche und Haushalt');
    await page.getByLabel('Beheizte Wohnfläche').fill('1.200');
    await page.getByLabel('Personen im Haushalt').fill('0');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByLabel('Personen im Haushalt')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte geben Sie eine Zahl von 1 bis 30 Personen ein.')).toBeVisible();
    await expect(page.getByLabel('Beheizte Wohnfläche')).toHaveValue('1.200');
    await screenshotAtWidths(page, testInfo, 'guide-step-errors-no-js');
    await page.getByLabel('Personen im Haushalt').fill('12');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expectStep(page, 3, 'Ihre Heizung');
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('radio', { name: '10 bis 19 Jahre' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expectStep(page, 4, 'Tank und Verbrauch');
    await page.getByLabel('Fassungsvermögen Ihres Tanks').fill('20000');
    await page.getByLabel('Heizölverbrauch pro Jahr').fill('14000');
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Back and forth keeps the answers.
    await expectStep(page, 5, 'Ihr Standort');
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page.getByLabel('Heizölverbrauch pro Jahr')).toHaveValue('14.000');
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Austrian postal codes have 4 digits, and the API knows which exist.
    await page.getByLabel('Postleitzahl').fill('602');
    await page.getByRole('button', { name: 'Verbrauch vergleichen' }).click();
    await expect(page.getByText('Die Postleitzahl muss aus 4 Ziffern bestehen.')).toBeVisible();
    await page.getByLabel('Postleitzahl').fill('0000');
    await page.getByRole('button', { name: 'Verbrauch vergleichen' }).click();
    await expect(page.getByText('Diese Postleitzahl wurde nicht gefunden.')).toBeVisible();
    await page.getByLabel('Postleitzahl').fill('6020');
    await page.getByRole('button', { name: 'Verbrauch vergleichen' }).click();

    // 14,000 l on 1,200 m²: about 117 kWh/m².
    await expect(page).toHaveURL(/\/at\/dein-heizoelverbrauch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Heizölverbrauch ist durchschnittlich',
    );
    await expect(
      page.getByText('Sie verbrauchen 14.000 Liter Heizöl im Jahr, das sind 117 kWh/m² und Jahr.'),
    ).toBeVisible();
    await expect(page.getByText('37.240 kg CO₂', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt Heizöl bestellen' })).toHaveAttribute(
      'href',
      /^\/at\/heizoel\/angebotsliste\?.*zipCode=6020.*&amount=16000/,
    );
    await expect(page.getByRole('link', { name: 'Modernisierungsangebot anfragen' })).toBeVisible();
    await screenshotAtWidths(page, testInfo, 'guide-result-no-js');
    await expectNoOverflow(page);

    // 'Angaben löschen' forgets the session's answers.
    await page.goto('/at/heizoel-verbrauchsvergleich');
    await page.getByRole('button', { name: 'Angaben löschen' }).click();
    await expect(page.getByText('Ihre Angaben wurden gelöscht.')).toBeVisible();
    await page.goto('/at/heizoel-verbrauchsvergleich/schritt-3');
    await expectStep(page, 1, 'Ihr Gebäude');
  });

  test('the Swiss site writes ss, takes 4-digit postal codes and prices in CHF', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ch/heizoel-verbrauchsvergleich');
    await expect(page.getByText('welche Massnahmen bei Ihnen am meisten sparen')).toBeVisible();
    await page.goto('/ch/heizoel-verbrauchsvergleich/schritt-1');
    const answers: [string, (p: Page) => Promise<void>][] = [
      [
        'Ihr Gebäude',
        async (p) => {
          await p.getByRole('radio', { name: 'Einfamilienhaus' }).check();
          await p.getByRole('radio', { name: 'bis 1918' }).check();
        },
      ],
      [
        'Fläche und Haushalt',
        async (p) => {
          await p.getByLabel('Beheizte Wohnfläche').fill('180');
          await p.getByLabel('Personen im Haushalt').fill('4');
        },
      ],
      [
        'Ihre Heizung',
        async (p) => {
          await p.getByRole('radio', { name: 'Ja', exact: true }).check();
          await p.getByRole('radio', { name: '30 Jahre oder älter' }).check();
        },
      ],
      [
        'Tank und Verbrauch',
        async (p) => {
          await p.getByLabel('Fassungsvermögen Ihres Tanks').fill("6'000");
          await p.getByLabel('Heizölverbrauch pro Jahr').fill('4500');
        },
      ],
    ];
    for (const [index, [title, answer]] of answers.entries()) {
      await expectStep(page, index + 1, title);
      await answer(page);
      await page.getByRole('button', { name: 'Weiter' }).click();
    }
    await expectStep(page, 5, 'Ihr Standort');
    await page.getByLabel('Postleitzahl').fill('8001');
    await page.getByRole('button', { name: 'Verbrauch vergleichen' }).click();

    await expect(page).toHaveURL(/\/ch\/dein-heizoelverbrauch$/);
    // 4,500 l on 180 m²: 250 kWh/m², above the class 'erhöht' (up to 238).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Heizölverbrauch ist hoch');
    await expect(
      page.getByText("Sie verbrauchen 4'500 Liter Heizöl im Jahr, das sind 250 kWh/m² und Jahr."),
    ).toBeVisible();
    await expect(page.getByText('Was bei Ihnen am meisten spart')).toBeVisible();
    await expect(
      page
        .locator('dd')
        .filter({ hasText: /^CHF\s[\d']+\.\d{2}$/ })
        .first(),
    ).toBeVisible();
    // The partner serves Germany and Austria only.
    await expect(page.getByRole('link', { name: 'Modernisierungsangebot anfragen' })).toHaveCount(0);
  });
});
