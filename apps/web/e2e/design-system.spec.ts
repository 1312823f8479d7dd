import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { freePortSync } from './support/free-port';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import { waitForHydration } from './page.util';

/*
 * The design system (issue #12 points 1 and 2): the catalogue, which exists in development builds only, on a
 * Vite dev server this spec starts; the header and phone layout on the production server of the run.
 */

const DEV_START_TIMEOUT_MS = 180_000;

/**
 * Opens a page of the dev server once it has hydrated. Vite optimises the catalogue's dependencies on the
 * first visit, and a page loaded meanwhile may never hydrate (CI saw it wait out the test); a new visit
 * gets the optimised modules.
 */
async function openHydrated(page: Page, url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(url);
        return page
          .waitForFunction(() => '__reactRouterDataRouter' in window, undefined, { timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: DEV_START_TIMEOUT_MS, intervals: [1000] },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test.describe('design system catalogue (development server)', () => {
  test.describe.configure({ mode: 'serial', timeout: DEV_START_TIMEOUT_MS + 60_000 });
  let devServer: ChildProcess | undefined;
  let catalogueUrl = '';

  test.beforeAll(async () => {
    const port = freePortSync();
    catalogueUrl = `http://localhost:${port}/dev/ui-katalog`;
    devServer = spawn(process.execPath, ['server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        WEB_PORT: String(port),
        API_URL: `http://localhost:${process.env.E2E_API_PORT ?? 3101}`,
      },
      stdio: 'ignore',
    });
    // The first request compiles the route tree; wait until the catalogue answers.
    await expect
      .poll(async () => (await fetch(catalogueUrl).catch(() => undefined))?.status, {
        timeout: DEV_START_TIMEOUT_MS,
        intervals: [1000],
      })
      .toBe(200);
  });

  test.afterAll(() => {
    devServer?.kill('SIGTERM');
  });

  test('shows every component without serious accessibility violations, at 390 and 1366 px', async ({
    page,
  }, testInfo) => {
    await openHydrated(page, catalogueUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'UI-Katalog' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'UI-Katalog');

    for (const width of [360, 390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `sideways scroll at ${width} px`).toBe(0);
    }
    await screenshotAtWidths(page, testInfo, 'ui-catalogue');
  });

  test('dialog and drawer trap focus and give it back; the NumberInput formats in the site format', async ({
    page,
  }) => {
    await openHydrated(page, catalogueUrl);

    const opener = page.getByRole('button', { name: 'Dialog öffnen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung stornieren?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'UI-Katalog mit offenem Dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const amount = page.getByRole('textbox', { name: 'Menge in Litern' });
    await amount.fill('12500');
    await amount.blur();
    await expect(amount).toHaveValue('12.500');
    await expect(page.getByText('Gelesen: 12500')).toBeVisible();
  });
});

test.describe('header and phone layout', () => {
  test('a 390 × 844 phone sees the home calculator’s first field; the header keeps one row', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);

    const firstField = page.locator('main form input:not([type="hidden"])').first();
    const fieldBox = await firstField.boundingBox();
    expect(fieldBox, 'first calculator field').not.toBeNull();
    expect((fieldBox?.y ?? Infinity) + (fieldBox?.height ?? 0)).toBeLessThan(844);

    // One row: brand, account and menu button share a line, and the bar is no taller than a button row.
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: /zur Startseite/ });
    const menuButton = header.getByRole('button', { name: 'Menü' });
    const [brandBox, menuBox] = [await brand.boundingBox(), await menuButton.boundingBox()];
    expect(
      brandBox && menuBox && Math.abs(brandBox.y + brandBox.height / 2 - (menuBox.y + menuBox.height / 2)),
    ).toBeLessThan(8);
    expect((await header.boundingBox())?.height).toBeLessThan(80);
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    await screenshotAtWidths(page, testInfo, 'home');
  });

  test('the menu button opens the navigation in a drawer and gives focus back when closed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);

    const menuButton = page.getByRole('button', { name: 'Menü' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer.getByRole('link', { name: 'Heizölpreise' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^CH/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(drawer).toBeHidden();
  });

  test('from 768 px the navigation is a bar and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
  });

  test('a phone without JavaScript gets the navigation as a bar instead of a menu button', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  // One page per layout this part owns: default, focused, message.
  for (const pathname of ['/', '/at/news', '/benutzerkonto/anmeldung', '/neues-kennwort-setzen/ungueltig']) {
    test(`no sideways scroll at 360 px on ${pathname}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(pathname);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
});
