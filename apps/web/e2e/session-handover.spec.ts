import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { waitForHydration } from './page.util';

const DEMO_PASSWORD = 'Heizoel-Demo-2026';

async function signIn(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: email, Password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    id: number;
  };
  return payload.id;
}

/** The previous site's auth cookie as apps/api accounts/domain/legacy-auth-cookie.ts verifies it. */
function legacyAuthCookie(userId: number, secret: string): string {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const signature = createHmac('sha256', secret).update(`legacy:${userId}:${expires}`).digest('base64url');
  return `${userId}.${expires}.${signature}`;
}

test.describe('session handover', () => {
  test("a visitor with the previous site's auth cookie is signed in once", async ({
    page,
    context,
    baseURL,
  }) => {
    const secret = process.env.E2E_JWT_SECRET;
    expect(secret, 'the API of this run signs with E2E_JWT_SECRET').toBeTruthy();
    const customerId = await signIn(page.request, 'kunde@example.com');
    await context.clearCookies();
    await context.addCookies([
      { name: 'legacy_auth', value: legacyAuthCookie(customerId, secret ?? ''), url: baseURL ?? '' },
    ]);

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText('Hallo Karla')).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'legacy_auth')).toBe(false);
  });

  test('support acts as a customer on a distinct background and ends it', async ({ page, context }) => {
    const customerId = await signIn(page.request, 'kunde@example.com');
    await context.clearCookies();
    await signIn(page.request, 'support@example.com');
    await page.goto('/');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const started = await page.request.post(`/api/support/impersonation/${customerId}`, {
      headers: { RequestVerificationToken: csrf },
    });
    expect(started.ok()).toBe(true);

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: 'Sie handeln im Auftrag von' })).toContainText(
      'Karla',
    );
    await expect(page.getByTestId('impersonation-frame')).toBeVisible();

    await page.getByRole('button', { name: 'Beenden' }).click();
    await expect(page.getByTestId('impersonation-frame')).toHaveCount(0);
    await expect(page.getByText('Hallo Karla')).toHaveCount(0);
  });
});

test.describe('session on the server', () => {
  test('a page load after the access token expired refreshes on the server and renders signed in', async ({
    browser,
    baseURL,
  }) => {
    // Without JavaScript only the server can refresh: what a visitor sees after 15 minutes away.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await signIn(page.request, 'kunde@example.com');
    const before = await context.cookies();
    const oldRefresh = before.find((cookie) => cookie.name === 'refresh_token')?.value;
    // The browser drops the access-token cookies when they expire (Max-Age); the refresh cookie stays.
    await context.clearCookies({ name: 'token' });
    await context.addCookies([{ name: 'token_expires', value: '1', url: baseURL ?? '' }]);

    const response = await page.goto('/kunde/startseite');
    expect(response?.url()).toMatch(/\/kunde\/startseite$/);
    await expect(page.getByText('Hallo Karla')).toBeVisible();
    const after = await context.cookies();
    expect(after.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();
    expect(Number(after.find((cookie) => cookie.name === 'token_expires')?.value)).toBeGreaterThan(
      Date.now() / 1000,
    );
    expect(after.find((cookie) => cookie.name === 'refresh_token')?.value).not.toBe(oldRefresh);
    await context.close();
  });

  test('a revoked refresh token renders signed out and clears the session cookies', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await context.addCookies([
      { name: 'refresh_token', value: 'gestohlen-oder-widerrufen', url: baseURL ?? '' },
      { name: 'token_expires', value: '1', url: baseURL ?? '' },
    ]);
    await page.goto('/kunde/startseite');
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fkunde%2Fstartseite$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'refresh_token')).toBe(false);
    await context.close();
  });

  test('signing out on a signed-in page leads to the sign-in with the page, not its .data request', async ({
    page,
  }) => {
    await signIn(page.request, 'kunde@example.com');
    await page.goto('/kunde/startseite');
    await waitForHydration(page);
    await page.getByText('Hallo Karla').click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fkunde%2Fstartseite$/);
  });
});
