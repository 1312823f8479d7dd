import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { NARROW_SCREEN_WIDTHS, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import { waitForHydration } from './page.util';

/**
 * Legal and trust (issue #12, point 8): Impressum, Datenschutz and AGB on every site with the operator's
 * configured data (the demo values of @fuel/domain's operatorContacts: the test servers set none), the cookie
 * banner, the per-site fraud warning, and the dealer page's list of served postal codes.
 */
const SITES = [
  { code: 'de', prefix: '', phone: '+49 800 0000000' },
  { code: 'at', prefix: '/at', phone: '+43 800 000000' },
  { code: 'ch', prefix: '/ch', phone: '+41 800 000000' },
] as const;

const LEGAL_PAGES = [
  { path: '/impressum', heading: 'Impressum' },
  { path: '/datenschutz', heading: 'Datenschutzerklärung' },
  { path: '/agb', heading: 'Allgemeine Geschäftsbedingungen' },
  { path: '/druckansicht/agb', heading: 'Allgemeine Geschäftsbedingungen' },
] as const;

const OPERATOR = { company: 'Heizöl-Marktplatz GmbH', street: 'Hafenweg 12' };

/** A visitor who has already chosen, so the banner covers nothing while a test looks at something else. */
async function withConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL ?? '' }]);
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' });
const fraudWarning = (page: Page) => page.getByRole('complementary', { name: /gefälschten Heizöl-Shops/ });

test.describe('legal pages', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

  for (const site of SITES) {
    test(`${site.code}: every legal page answers 200 with the operator's data and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const legal of LEGAL_PAGES) {
        const response = await page.goto(`${site.prefix}${legal.path}`);
        expect(response?.status(), legal.path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
        const text = await page.locator('main').innerText();
        expect(text).toContain(OPERATOR.company);
        expect(text).toContain(site.phone);
        if (legal.path === '/impressum') expect(text).toContain(OPERATOR.street);
        // The Swiss site writes ss for ß (issue #12, point 7).
        if (site.code === 'ch') expect(text).not.toContain('ß');
        await expectNoSeriousAxeViolations(page, `${site.prefix}${legal.path}`);
      }
    });
  }

  test('the footer links of every site reach the legal pages (they answered 404)', async ({ page }) => {
    // Nine page loads: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    for (const site of SITES) {
      for (const [link, heading] of [
        ['Impressum', 'Impressum'],
        ['Datenschutz', 'Datenschutzerklärung'],
        ['AGB', 'Allgemeine Geschäftsbedingungen'],
      ] as const) {
        await page.goto(`${site.prefix}/news`);
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(
          new RegExp(`${site.prefix}/${link === 'AGB' ? 'agb' : link.toLowerCase()}$`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
    }
  });

  test('the footer and the header show the site hotline with its service hours', async ({ page }) => {
    for (const site of SITES) {
      await page.goto(`${site.prefix}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
        'href',
        `tel:${site.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(footer.getByText('Mo–Fr 8:00–18:00 Uhr')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: site.phone })).toBeVisible();
    }
  });

  test('neither the terms print view nor the legal pages scroll sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const site of SITES) {
      for (const legal of LEGAL_PAGES) {
        await page.goto(`${site.prefix}${legal.path}`);
        expect(await sidewaysOverflow(page), `${site.prefix}${legal.path}`).toBe(0);
      }
    }
  });

  test('screenshots of the legal pages', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    for (const [name, path] of [
      ['impressum-de', '/impressum'],
      ['datenschutz-at', '/at/datenschutz'],
      ['agb-ch', '/ch/agb'],
      ['agb-print-de', '/druckansicht/agb'],
      ['cookie-settings-de', '/cookie-einstellungen'],
    ] as const) {
      await page.goto(path);
      await screenshotAtWidths(page, testInfo, name);
    }
  });
});

test.describe('cookie banner', () => {
  test('asks once, stores "Nur notwendige", and the footer link opens it again for a new choice', async ({
    page,
    context,
  }, testInfo) => {
    // Axe, screenshots and two hydrations: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'home with the cookie banner');
    await screenshotAtWidths(page, testInfo, 'cookie-banner');
    // Rejecting is as easy as accepting: both are buttons of the first layer.
    await expect(banner(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentCookie(context)).toBe('necessary');
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await expect(banner(page)).toBeHidden();

    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies und Datenschutz' })).toBeFocused();
    await banner(page).getByText('Einstellungen', { exact: true }).click();
    await banner(page)
      .getByLabel(/Statistik/)
      .check();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentCookie(context)).toBe('statistics');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server renders the banner, its form stores the choice and returns to the page', async ({
      page,
      context,
    }) => {
      await page.goto('/at/news');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
      await expect(page).toHaveURL(/\/at\/news$/);
      await expect(banner(page)).toBeHidden();
      expect(await consentCookie(context)).toBe('statistics');

      // The footer link leads to the settings page, where the choice can be withdrawn.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
      await expect(page).toHaveURL(/\/at\/cookie-einstellungen$/);
      await expect(page.getByText('Derzeit erlaubt: notwendige Cookies und Statistik.')).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Nur notwendige' }).click();
      await expect(page.getByText('Derzeit erlaubt: nur notwendige Cookies.')).toBeVisible();
      expect(await consentCookie(context)).toBe('necessary');
    });
  });
});

test.describe('fraud warning', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

  test('is dismissed for one site and still shown on the others', async ({ page }) => {
    await page.goto('/ch/heizoelpreise');
    await waitForHydration(page);
    await expect(fraudWarning(page)).toBeVisible();
    await expect(fraudWarning(page)).not.toContainText('ß');
    await fraudWarning(page).getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await expect(fraudWarning(page)).toBeHidden();
    await expect(page).toHaveURL(/\/ch\/heizoelpreise$/);

    await page.goto('/ch');
    await expect(fraudWarning(page)).toBeHidden();
    // Not '/': a returning visitor of the ch site is sent there from the shared start page.
    await page.goto('/news');
    await expect(fraudWarning(page)).toBeVisible();
    await page.goto('/at');
    await expect(fraudWarning(page)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('its button posts the dismissal and returns to the page', async ({ page }) => {
      await page.goto('/news');
      await fraudWarning(page).getByRole('button', { name: 'Hinweis ausblenden' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(fraudWarning(page)).toBeHidden();
      await page.goto('/at/news');
      await expect(fraudWarning(page)).toBeVisible();
    });
  });
});

test.describe('dealer page', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

  test('lists every served postal code by region, fits 360 px and passes axe', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/heizoelhaendler/bayern');
    await page.getByTestId('dealer-card').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/heizoelhaendler\/[a-z-]+\/\d{5}\/\d+$/);

    const served = page.getByRole('region', { name: 'Alle belieferten Postleitzahlen' });
    const count = Number(
      ((await page.getByText(/^Lieferung an [\d.]+ Postleitzahlen/).textContent()) ?? '')
        .match(/[\d.]+/)?.[0]
        .replaceAll('.', ''),
    );
    expect(count).toBeGreaterThan(0);
    await expect(served.locator('details li')).toHaveCount(count);
    const region = served.locator('details').first();
    await region.locator('summary').click();
    await expect(region.locator('li').first()).toBeVisible();
    // No company (a large-customer code's place) is named as a town.
    await expect(served.locator('li', { hasText: /GmbH|\bAG\b|Versicherung|Bank/ })).toHaveCount(0);

    await expectNoSeriousAxeViolations(page, 'dealer page');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'dealer-page');
  });

  test('shows the reliability figures of a demo dealer with enough orders beside the rating (#18)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The demo order history (two years) goes to the site's first branches: find a dealer of it through the API.
    const api = `http://localhost:${process.env.E2E_API_PORT ?? 3101}/api/site/1/dealers`;
    const states = (await (await request.get(`${api}/states`)).json()) as {
      States: { FriendlyName: string; DealerCount: number }[];
    };
    const ids = new Set<number>();
    for (const state of states.States.filter((s) => s.DealerCount > 0)) {
      const list = (await (await request.get(`${api}?state=${state.FriendlyName}`)).json()) as {
        Dealers: { Id: number }[];
      };
      for (const dealer of list.Dealers) ids.add(dealer.Id);
    }
    let found:
      { Link: string; Reliability: { ConfirmationRate: number | null; OrderCount: number } } | undefined;
    for (const id of [...ids].sort((a, b) => a - b)) {
      const dealer = (await (await request.get(`${api}/${id}`)).json()) as NonNullable<typeof found>;
      if (dealer.Reliability.ConfirmationRate !== null) {
        found = dealer;
        break;
      }
    }
    if (!found) throw new Error('no demo dealer with 10 decided orders in the last 12 months');

    await page.goto(found.Link);
    const figures = page.getByRole('heading', { level: 3, name: 'Zuverlässigkeit' }).locator('xpath=../..');
    const percent = Math.round((found.Reliability.ConfirmationRate ?? 0) * 100);
    await expect(
      figures.getByText('Bestätigungsquote', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(`${percent} %`);
    for (const label of ['Pünktlich geliefert', 'Storniert vom Händler']) {
      await expect(
        figures.getByText(label, { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText(/^\d{1,3} %$|^Noch zu wenige Bestellungen$/);
    }
    await expect(
      figures.getByText(/^In den letzten 12 Monaten \(seit \d{2}\.\d{2}\.\d{4}\), aus [\d.]+ Bestellungen/),
    ).toBeVisible();
    await expect(figures.getByText(/^So gerechnet:/)).toBeVisible();

    await expectNoSeriousAxeViolations(page, 'dealer page with reliability');
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await figures.scrollIntoViewIfNeeded();
    await screenshotAtWidths(page, testInfo, 'dealer-reliability', NARROW_SCREEN_WIDTHS);
  });
});
