import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForHydration } from './page.util';
import { DEMO_PASSWORD, openDealerPortal } from './support/dealer-portal';
import { placeGuestOrderByApi } from './support/portal-order';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** A browser without JavaScript, signed in by posting the sign-in form like a visitor would. */
async function signedInWithoutJavaScript(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto('/benutzerkonto/anmeldung/login/standard');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Kennwort').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  return page;
}

test.describe('dealer portal', () => {
  test('a dealer confirms an order without JavaScript; dates in the site format', async ({
    browser,
    request,
  }) => {
    const order = await placeGuestOrderByApi(request);
    const page = await signedInWithoutJavaScript(browser, 'haendler@example.com');
    // The API's redirectUrl: dealers land in their portal.
    await expect(page).toHaveURL(/\/haendler\/bestellungen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();

    const card = page.getByTestId('dealer-order').filter({ hasText: order.orderNumber });
    await expect(card.getByText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)).toBeVisible();
    expect(await page.locator('main').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const confirm = card.getByRole('form', { name: `Bestätigen: Bestellung ${order.orderNumber}` });
    await confirm.getByLabel('Liefertermin').fill(order.deliveryDay);
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();

    const confirmed = page.getByTestId('dealer-order').filter({ hasText: order.orderNumber });
    await expect(confirmed.getByText('Vom Händler bestätigt')).toBeVisible();
    await expect(confirmed.getByText(order.deliveryDayShown)).toBeVisible();

    await confirmed.getByRole('link', { name: `Bestellung ${order.orderNumber}` }).click();
    await expect(page.getByTestId('dealer-order-status')).toContainText(order.deliveryDayShown);
    await page.context().close();
  });

  test('the portal and an order page pass axe and fit a phone', async ({ browser, request }, testInfo) => {
    const order = await placeGuestOrderByApi(request);
    // axe runs as a script in the page: this check needs JavaScript.
    const { context, page } = await openDealerPortal(browser);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page, 'dealer portal');
    await screenshotAtWidths(page, testInfo, 'dealer-portal');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.goto(`/haendler/bestellungen/${order.orderId}`);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page, 'dealer order');
    await screenshotAtWidths(page, testInfo, 'dealer-order');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  test('an invalid action answers in German on the page, without JavaScript', async ({
    browser,
    request,
  }) => {
    const order = await placeGuestOrderByApi(request);
    const page = await signedInWithoutJavaScript(browser, 'haendler@example.com');
    const card = page.getByTestId('dealer-order').filter({ hasText: order.orderNumber });
    // The browser's own check would stop an empty reason; a reason of spaces only passes it.
    await card.getByLabel('Grund der Ablehnung').fill('   ');
    await card.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte geben Sie den Grund der Ablehnung an.');
    await page.context().close();
  });

  test("an admin opens the portal and sees every dealer's orders with the dealer named", async ({
    browser,
    request,
  }) => {
    const order = await placeGuestOrderByApi(request);
    const page = await signedInWithoutJavaScript(browser, 'admin@example.com');
    await page.goto('/haendler/bestellungen?status=placed');
    await expect(page.getByTestId('dealer-name')).toHaveText('Alle Händler (Administrator)');
    const card = page.getByTestId('dealer-order').filter({ hasText: order.orderNumber });
    await expect(card.getByText('Händler', { exact: true })).toBeVisible();
    await page.goto(`/haendler/bestellungen/${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${order.orderNumber}`);
    await page.context().close();
  });

  test('a customer gets no access, a visitor the sign-in that returns to the portal', async ({ browser }) => {
    const page = await signedInWithoutJavaScript(browser, 'kunde@example.com');
    const response = await page.goto('/haendler/bestellungen');
    expect(response?.status()).toBe(401);
    await page.context().close();

    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await visitor.goto('/haendler/bestellungen');
    await expect(visitor).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fhaendler%2Fbestellungen$/);
    await visitor.close();
  });
});
