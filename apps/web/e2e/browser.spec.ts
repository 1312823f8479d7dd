import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';

test('the home page hydrates in Chromium without console errors', async ({ page }) => {
  const errors = collectErrors(page);

  await page.goto('/');
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1 })).toContainText('in Deutschland');
  await expect(page.getByRole('button', { name: 'Preise vergleichen' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the site switch navigates to the same page on the other sites', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  // Survives only client-side navigation, which proves the page is hydrated.
  await page.evaluate(() => Object.assign(window, { e2eMarker: true }));
  const siteSwitch = page.getByRole('navigation', { name: 'Land wählen' });

  await siteSwitch.getByRole('link', { name: 'AT (Österreich)' }).click();
  await expect(page).toHaveURL(/\/at$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in Österreich');
  await expect(page.locator('form[action="/at/heizoel/angebotsliste"]')).toBeVisible();
  await expect(siteSwitch.getByRole('link', { name: 'AT (Österreich)' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await siteSwitch.getByRole('link', { name: 'CH (Schweiz)' }).click();
  await expect(page).toHaveURL(/\/ch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.locator('form[action="/ch/heizoel/angebotsliste"]')).toBeVisible();

  // The locale cookie now says ch, but an explicit switch back to DE must not bounce to /ch.
  await siteSwitch.getByRole('link', { name: 'DE (Deutschland)' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in Deutschland');

  expect(await page.evaluate(() => 'e2eMarker' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a typed visit of / goes to the site remembered in the locale cookie', async ({ page, context }) => {
  await page.goto('/ch/');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('ch');

  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(fresh).toHaveURL(/\/ch$/);
});
