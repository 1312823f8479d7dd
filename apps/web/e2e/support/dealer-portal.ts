import { type Browser, type BrowserContext, type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Heizoel-Demo-2026';

/**
 * The demo dealer's staff signed in, in a browser context of their own, on the dealer portal. The demo
 * dealer serves 80331, so a visitor there can order from `dealerName`.
 */
export async function openDealerPortal(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; dealerName: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = await page.request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'haendler@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/haendler/bestellungen');
  const dealerName = ((await page.getByTestId('dealer-name').textContent()) ?? '').trim();
  expect(dealerName).not.toBe('');
  return { context, page, dealerName };
}
