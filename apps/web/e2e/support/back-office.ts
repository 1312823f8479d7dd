import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './dealer-portal';
import { ownClientAddress } from './client-address';
import { signInWithForm } from './order-flow';

const DAY_MS = 86_400_000;

/** A demo staff account signed in through the sign-in form, landed on the back office's start page. */
export async function signInAsStaff(page: Page, email: string): Promise<void> {
  await page.goto('/benutzerkonto/anmeldung');
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/support$/);
}

/** The back office's navigation (only the screens the signed-in role may open). */
export function backOfficeNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Backoffice' });
}

/** The day (YYYY-MM-DD, UTC) `days` days before `now`. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** First and last day (YYYY-MM-DD) of the month `monthsBack` months before this one. */
export function monthBefore(monthsBack: number, now = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1))),
    to: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 0))),
  };
}

/** YYYY-MM-DD as the German sites write it (DD.MM.YYYY). */
export function germanDay(isoDay: string): string {
  return isoDay.split('-').reverse().join('.');
}

/** `/stornomanagement`'s filter: the cancellations of a period, `Offen`, `Gebucht` or `Alle`. */
export async function filterCancellations(
  page: Page,
  filter: { from: string; to: string; booked: 'Offen' | 'Gebucht' | 'Alle' },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Stornierungen filtern' });
  await form.getByLabel('Storniert ab').fill(filter.from);
  await form.getByLabel('Storniert bis').fill(filter.to);
  await form.getByLabel('Gebucht', { exact: true }).selectOption({ label: filter.booked });
  await form.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${filter.from}&to=${filter.to}`));
}

/**
 * Sets the first `count` booked cancellations of the period back to open through the API (as `email`, a
 * staff account with cancellations.manage), so a walk has open rows nobody else books: the seed books every
 * cancellation older than 60 days, and specs book only within their own periods. Returns their order numbers,
 * newest first, as the screen lists them. `request` keeps no session afterwards.
 */
export async function reopenCancellations(
  request: APIRequestContext,
  email: string,
  period: { from: string; to: string },
  count: number,
): Promise<string[]> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: email, Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const list = await request.post('/api/ordercancellationlist/getOrderCancellationList', {
    data: { ...period, isBooked: true },
    headers,
  });
  expect(list.ok(), await list.text()).toBe(true);
  const rows = ((await list.json()) as { orderId: number; orderNumber: string }[]).slice(0, count);
  expect(rows, `${count} booked cancellations from ${period.from} to ${period.to}`).toHaveLength(count);
  const saved = await request.post('/api/ordercancellationlist/saveOrderCancellationList', {
    data: { orders: rows.map(({ orderId }) => ({ orderId, isBooked: false })) },
    headers,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.post('/api/account/jwt/abmelden', { headers });
  return rows.map((row) => row.orderNumber);
}

/** Marks a listed cancellation booked `as` (not saved yet: the page's "Speichern" saves the changed rows). */
export async function bookCancellation(
  page: Page,
  orderNumber: string,
  as: 'withCommission' | 'withoutCommission',
): Promise<void> {
  await page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` }).check();
  await page.getByRole('combobox', { name: `Gebucht als (${orderNumber})` }).selectOption(as);
}

/**
 * `/export-orders`: queues a CSV export of the orders placed in the period, waits for the job (the page
 * reloads itself while one runs) and downloads the file. Returns the file's name and lines (BOM removed).
 */
export async function exportOrdersAsCsv(
  page: Page,
  period: { from: string; to: string },
): Promise<{ filename: string; lines: string[] }> {
  await page.getByLabel('Bestellt ab').fill(period.from);
  await page.getByLabel('Bestellt bis').fill(period.to);
  await page.getByLabel('Format').selectOption({ label: 'CSV' });
  await page.getByRole('button', { name: 'Export starten' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${germanDay(period.from)} – ${germanDay(period.to)}` })
    .first();
  const link = row.getByRole('link', { name: 'Herunterladen' });
  await expect(link).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText('100 %');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile(await download.path(), 'utf8');
  return { filename: download.suggestedFilename(), lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

/**
 * Registers a new, unconfirmed customer account through the API (from an address of its own, so the
 * per-address registration limit stays free) and returns its unique e-mail address `<prefix>-…@example.com`.
 */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
  name: { first: string; last: string },
  email = `${prefix}-${uniqueSuffix()}@example.com`,
): Promise<string> {
  const registered = await request.post('/api/account/registrieren', {
    headers: ownClientAddress(),
    data: { EmailAddress: email, FirstName: name.first, LastName: name.last, CountryId: 1 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

/** A suffix that keeps e-mail addresses of parallel runs apart. */
export function uniqueSuffix(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Signs a staff account in through the plain form (no hydration to wait for: works in a page without JavaScript). */
export async function signInAsStaffWithoutScript(page: Page, email: string): Promise<void> {
  await page.goto('/benutzerkonto/anmeldung');
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Kennwort').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/support$/);
}

/** Opens the back-office page of the account with `email` through the user list's search. */
export async function openSupportUser(page: Page, email: string): Promise<void> {
  await page.goto(`/support/user/list?email=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: email, exact: true }).click();
  await expect(page).toHaveURL(/\/support\/benutzer\/\d+\/bearbeiten$/);
}
