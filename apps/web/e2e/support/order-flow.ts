import { type Page, expect } from '@playwright/test';
import { waitForHydration } from '../page.util';
import { DEMO_PASSWORD } from './dealer-portal';
import { findLink, waitForMail } from './mailbox';

/** An address no earlier run has used: `{prefix}-{time}-{random}@example.com`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The login form of a sign-in page (also the order sign-in) with a demo account; it leads to ReturnUrl. */
export async function signInWithForm(page: Page, email: string): Promise<void> {
  await waitForHydration(page);
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Kennwort').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
}

/** The dealer's offer for 3,000 l in 80331, opened from the offer list: the confirm-parameters page. */
export async function openDealerOffer(page: Page, dealerName: string): Promise<void> {
  await page.goto('/heizoel/angebotsliste?zipCode=80331&amount=3000');
  await waitForHydration(page);
  await page
    .getByTestId('offer-card')
    .filter({ hasText: dealerName })
    .first()
    .getByRole('link', { name: 'Bestellen' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellparameter bestätigen');
}

/** From the confirm-parameters page through the order sign-in with a demo account, to the address step. */
export async function continueSignedIn(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  await expect(page).toHaveURL(/\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=/, {
    timeout: 15_000,
  });
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/heizoel\/bestellung\/adresse$/);
}

/**
 * From the confirm-parameters page through the order sign-in, registering (as a guest if asked). A customer
 * registration continues from the confirm link of its mail, which signs in and leads back to the order.
 */
export async function continueAsNewCustomer(
  page: Page,
  email: string,
  lastName: string,
  asGuest = true,
): Promise<void> {
  await page.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  // The post prices the offer again and holds it: slower than a page view on a busy machine.
  await expect(page).toHaveURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/, { timeout: 15_000 });
  // Within an order the guest checkout is a choice of its own beside Anmelden and Registrieren.
  const choice = asGuest ? 'Als Gast bestellen' : 'Registrieren';
  await page.getByRole('navigation', { name: 'Bestellen als' }).getByRole('link', { name: choice }).click();
  await waitForHydration(page);
  const register = page.getByRole('form', { name: choice });
  await register.getByLabel('E-Mail-Adresse').fill(email);
  await register.getByLabel('Vorname').fill('Gerd');
  await register.getByLabel('Nachname').fill(lastName);
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/cache-reg-data') && r.request().method() === 'POST',
  );
  await register.getByLabel('Nachname').press('Tab');
  // The half-filled form is kept for this browser: a reload brings it back.
  expect((await kept).ok()).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await expect(register.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(register.getByLabel('Nachname')).toHaveValue(lastName);
  await register.getByRole('button', { name: asGuest ? 'Weiter als Gast' : 'Registrieren' }).click();
  if (!asGuest) {
    // An account waits for its mail: the confirm link signs in and leads back to the order.
    await expect(page.getByRole('status')).toContainText(`Wir haben Ihnen eine E-Mail an ${email} gesendet.`);
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    const link = findLink(mail, '/');
    expect(link.pathname).toMatch(/\/anfrage-bestaetigen$/);
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByText('Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.')).toBeVisible();
    await page.getByRole('link', { name: 'Weiter' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferadresse');
}

export async function fillAddress(
  page: Page,
  prefix: string,
  street: string,
  city = 'München',
): Promise<void> {
  await page.locator(`[name="${prefix}-firstName"]`).fill('Gerd');
  await page.locator(`[name="${prefix}-lastName"]`).fill('Gast');
  await page.locator(`[name="${prefix}-street"]`).fill(street);
  await page.locator(`[name="${prefix}-houseNumber"]`).fill('8');
  // The town of a postal code with one place comes with the offer, read-only; another is typed.
  const town = page.locator(`[name="${prefix}-city"]`);
  if (await town.isEditable()) await town.fill(city);
  else await expect(town).toHaveValue(city);
}

/** From the address step to the summary: delivery to Marienplatz 8 in München, paid by `payment`. */
export async function reachSummary(page: Page, payment: RegExp): Promise<void> {
  await waitForHydration(page);
  await fillAddress(page, 'delivery', 'Marienplatz');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsart');
  await waitForHydration(page);
  await page.getByLabel(payment).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letzte Prüfung vor Ihrer Bestellung');
  await waitForHydration(page);
}

/** On the summary: accepts the terms, orders and returns the order number of the success page. */
export async function placeFromSummary(page: Page): Promise<string> {
  await page.getByLabel(/Ich habe die AGB und die Widerrufsbelehrung gelesen/).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung');
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}
