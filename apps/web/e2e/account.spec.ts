import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import { findLink, waitForMail } from './support/mailbox';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import { ownClientAddress } from './support/client-address';

const CUSTOMER = { email: 'kunde@example.com', password: 'Heizoel-Demo-2026', firstName: 'Karla' };
const PASSWORD = 'Tannen-Wald-Gruen-2026!';

function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens a confirmation link from a mail and presses its button: opening alone confirms nothing. */
async function confirmLink(page: Page, link: URL, button: string): Promise<void> {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(button);
  await waitForHydration(page);
  await page.getByRole('button', { name: button }).click();
}

/**
 * A new account, signed in within the context of `request`: registration signs nobody in, so the password
 * chosen there signs in (before the address is confirmed).
 */
async function registerByApi(request: APIRequestContext, email: string, firstName: string): Promise<void> {
  const response = await request.post('/api/account/registrieren', {
    headers: ownClientAddress(),
    data: {
      EmailAddress: email,
      Password: PASSWORD,
      FirstName: firstName,
      LastName: 'Beispiel',
      CountryId: 1,
    },
  });
  expect(response.ok()).toBe(true);
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: email, Password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
}

test.describe('account and session', () => {
  test('the sign-in page is server-rendered with both tabs', async ({ request }) => {
    const response = await request.get('/benutzerkonto/anmeldung');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Anmelden');
    expect(html).toContain('Registrieren');
  });

  test('an unknown mode or variant is a 404', async ({ request }) => {
    expect((await request.get('/benutzerkonto/anmeldung/foo')).status()).toBe(404);
    expect((await request.get('/benutzerkonto/anmeldung/login/gibt-es-nicht')).status()).toBe(404);
    expect((await request.get('/benutzerkonto/anmeldung/login/standard?Gast=ja')).status()).toBe(404);
  });

  test('register, confirm the link from the mail, sign in, sign out', async ({ page, context }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail();
    await page.goto('/benutzerkonto/anmeldung/register?RedirectUrl=/');
    await waitForHydration(page);

    const register = page.getByRole('form', { name: 'Registrieren' });
    await register.getByLabel('E-Mail-Adresse').fill(email);
    await register.getByLabel('Kennwort (optional)').fill(PASSWORD);
    await expect(register.getByText('Kennwortstärke: stark')).toBeVisible();
    await register.getByLabel('Anrede').selectOption('Frau');
    await register.getByLabel('Vorname').fill('Erna');
    await register.getByLabel('Nachname').fill('Neukundin');
    await register.getByRole('button', { name: 'Registrieren' }).click();
    // Registration signs nobody in: the same answer whatever the address has, and a mail.
    await expect(page.getByRole('status')).toContainText(
      `Wir haben Ihnen eine E-Mail an ${email} gesendet. Bitte öffnen Sie den Link darin`,
    );
    const menu = page.getByText('Hallo Erna');
    await expect(menu).toHaveCount(0);

    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    expect(mail.text).toContain('Sehr geehrte Frau Neukundin');
    const link = findLink(mail, '/anfrage-bestaetigen');

    // The link is opened like from a mail client: in a browser without the session. It signs in.
    await context.clearCookies();
    await confirmLink(page, link, 'E-Mail-Adresse bestätigen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank!');
    await expect(page.getByText('Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.')).toBeVisible();
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(menu).toBeVisible();
    // The link works once; opened again, it says so without a button.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link wurde bereits verwendet');
    await expect(page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0);

    await page.goto('/');
    await waitForHydration(page);
    await menu.click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Erfolgreich abgemeldet/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();

    await page.goto('/benutzerkonto/anmeldung?RedirectUrl=/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Anmelden' });
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Kennwort').fill(PASSWORD);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(menu).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a registration of a guest address reaches the guest only through the claim link of the mail', async ({
    page,
    browser,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail();
    // Somebody checked out as guest with this address (in another browser).
    const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await guestContext.request.post('/api/account/registrieren', {
      headers: ownClientAddress(),
      data: { EmailAddress: email, FirstName: 'Gerda', LastName: 'Gast', ForOrder: true, AsGuest: true },
    });
    expect(guest.ok()).toBe(true);
    await guestContext.close();

    // A registration of that address gets the same answer as any other, and no session.
    await page.goto('/benutzerkonto/anmeldung/register?RedirectUrl=/');
    await waitForHydration(page);
    const register = page.getByRole('form', { name: 'Registrieren' });
    await register.getByLabel('E-Mail-Adresse').fill(email);
    await register.getByLabel('Vorname').fill('Fred');
    await register.getByLabel('Nachname').fill('Fremd');
    await register.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByRole('status')).toContainText(`Wir haben Ihnen eine E-Mail an ${email} gesendet.`);
    await expect(page.getByText('Hallo Fred')).toHaveCount(0);

    // The mailbox's owner sets a password with the link (a plain form post) and is signed in.
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihr Kundenkonto/);
    expect(mail.text).toContain(
      'Zu dieser Adresse gibt es bereits Bestellungen, die als Gast aufgegeben wurden.',
    );
    const link = findLink(mail, '/gastbestellungen-uebernehmen/');
    await page.context().clearCookies();
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gast\u00ADbestellungen übernehmen');
    await waitForHydration(page);
    const claim = page.getByRole('form', { name: 'Gastbestellungen übernehmen' });
    await claim.getByLabel('Neues Kennwort').fill(PASSWORD);
    await claim.getByLabel('Kennwort wiederholen').fill('etwas-anderes');
    await claim.getByRole('button', { name: 'Kennwort speichern und übernehmen' }).click();
    await expect(claim.getByText('Die Kennwörter stimmen nicht überein.')).toBeVisible();
    await claim.getByLabel('Neues Kennwort').fill(PASSWORD);
    await claim.getByLabel('Kennwort wiederholen').fill(PASSWORD);
    await claim.getByRole('button', { name: 'Kennwort speichern und übernehmen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank!');
    await expect(page.getByText('Ihr Kennwort ist gespeichert und Ihr Kundenkonto bestätigt.')).toBeVisible();
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page.getByText('Hallo Fred')).toBeVisible();

    // Used once, the link says so.
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link wurde bereits verwendet');
    expect(errors).toEqual([]);
  });

  test('the demo customer can sign in', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung?RedirectUrl=/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Anmelden' });
    await form.getByLabel('E-Mail-Adresse').fill(CUSTOMER.email);
    await form.getByLabel('Kennwort').fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(`Hallo ${CUSTOMER.firstName}`)).toBeVisible();
  });

  test('wrong credentials show the error in German', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Anmelden' });
    await form.getByLabel('E-Mail-Adresse').fill(CUSTOMER.email);
    await form.getByLabel('Kennwort').fill('falsch-falsch');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
  });

  test('a session that expired on the server shows the warning', async ({ page, context }) => {
    await page.goto('/');
    await registerByApi(page.request, uniqueEmail(), 'Olga');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Hallo Olga')).toBeVisible();

    // The refresh token is gone and the access token is about to expire: the next check refreshes and fails.
    const cookies = await context.cookies();
    await context.clearCookies({ name: 'refresh_token' });
    const expires = cookies.find((cookie) => cookie.name === 'token_expires');
    expect(expires).toBeDefined();
    if (expires)
      await context.addCookies([{ ...expires, value: String(Math.floor(Date.now() / 1000) + 30) }]);

    await expect(page.getByTestId('toast')).toHaveText(
      /Anmeldesitzung abgelaufen. Sie wurden automatisch abgemeldet./,
      { timeout: 15_000 },
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('personal data needs a login and then shows the account', async ({ page }) => {
    await page.goto('/persoenliche-daten');
    await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fpersoenliche-daten/);

    const email = uniqueEmail();
    await registerByApi(page.request, email, 'Paula');
    await page.goto('/persoenliche-daten');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Daten');
    await expect(page.getByText(`Aktuell: ${email}`)).toBeVisible();
    await waitForHydration(page);

    const form = page.getByRole('form', { name: 'Persönliche Daten' });
    await form.getByLabel('Nachname').fill('Geändert');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form.getByRole('status')).toContainText('Ihre Daten wurden gespeichert.');

    await page.getByRole('link', { name: 'Lieferadresse hinzufügen' }).click();
    const address = page.getByRole('form', { name: 'Lieferadresse hinzufügen' });
    await address.getByLabel('Vorname').fill('Paula');
    await address.getByLabel('Nachname').fill('Daten');
    await address.getByLabel('Straße').fill('Marienplatz');
    await address.getByLabel('Hausnummer').fill('8a');
    await address.getByLabel('PLZ').fill('80331');
    await address.getByLabel('Ort').fill('München');
    await address.getByRole('button', { name: 'Adresse speichern' }).click();
    const addresses = page.getByRole('region', { name: 'Adressen' });
    await expect(addresses.getByText('Die Adresse wurde gespeichert.')).toBeVisible();
    await page.reload();
    await expect(addresses.locator('address')).toContainText('Marienplatz 8a');
    await expect(addresses.locator('address')).toContainText('80331 München');
  });

  test('a GET of a confirmation link, as a mail scanner sends it, does not use its token', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail();
    await registerByApi(page.request, email, 'Sina');
    const link = findLink(
      await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/),
      '/anfrage-bestaetigen',
    );

    // Security gateways and link previews fetch every link of a mail, without the customer's cookies.
    await context.clearCookies();
    for (const scan of [await page.request.get(link.href), await page.request.get(link.href)]) {
      expect(scan.status()).toBe(200);
      const html = await scan.text();
      // The button posts to the link itself, which works without JavaScript.
      expect(html).toContain(`action="${link.pathname}${link.search}"`);
      expect(html).toContain('method="post"');
      expect(html).toMatch(/<button[^>]*>E-Mail-Adresse bestätigen<\/button>/);
      expect(html).toContain('noindex');
      expect(html).not.toContain('Vielen Dank');
      expect(html).not.toContain('bereits verwendet');
    }

    // The customer's press afterwards still confirms, here in a browser without JavaScript (a plain form
    // post); opened again, the page says at once that the link was used.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${link.pathname}${link.search}`);
    await plainPage.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(
      plainPage.getByText('Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.'),
    ).toBeVisible();
    // The confirmation signed in without JavaScript too: the page passed the API's session cookies on.
    expect((await plain.cookies()).map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['token', 'refresh_token']),
    );
    await plainPage.goto(`${link.pathname}${link.search}`);
    await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText(
      'Dieser Link wurde bereits verwendet',
    );
    await expect(plainPage.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0);
    await plain.close();
  });

  test('an e-mail change applies once the link sent to the new address is confirmed', async ({ page }) => {
    const email = uniqueEmail();
    const newEmail = uniqueEmail();
    await registerByApi(page.request, email, 'Edda');
    await page.goto('/persoenliche-daten');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
    await form.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
    await form.getByLabel('Kennwort').fill(PASSWORD);
    await form.getByRole('button', { name: 'Bestätigungslink senden' }).click();

    const mail = await waitForMail(newEmail, /Bitte bestätigen Sie Ihre neue E-Mail-Adresse/);
    await confirmLink(page, findLink(mail, '/email-anpassung-bestaetigen'), 'E-Mail-Adresse bestätigen');
    await expect(page.getByText(`Ihre E-Mail-Adresse lautet jetzt ${newEmail}.`)).toBeVisible();
    await page.goto('/persoenliche-daten');
    await expect(page.getByText(`Aktuell: ${newEmail}`)).toBeVisible();
  });

  test('a forgotten password is set anew through the link from the mail, once', async ({ page, request }) => {
    const email = uniqueEmail();
    const newPassword = 'Linden-Allee-Blau-2027!';
    await registerByApi(request, email, 'Frieda');
    await page.goto('/benutzerkonto/anmeldung?RedirectUrl=/');
    await waitForHydration(page);
    await page.getByText('Kennwort vergessen?').click();
    const forgot = page.getByRole('form', { name: 'Kennwort vergessen' });
    await forgot.getByLabel('E-Mail-Adresse des Kontos').fill(email);
    await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(forgot.getByText(/Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht/)).toBeVisible();

    const link = findLink(await waitForMail(email, /Neues Kennwort festlegen/), '/neues-kennwort-setzen/');
    await page.goto(link.pathname);
    await waitForHydration(page);
    const reset = page.getByRole('form', { name: 'Neues Kennwort setzen' });
    await reset.getByLabel('Neues Kennwort', { exact: true }).fill(newPassword);
    await reset.getByLabel('Kennwort wiederholen').fill(newPassword);
    await reset.getByRole('button', { name: 'Kennwort speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Kennwort wurde geändert' })).toBeVisible();

    // Opened again, the used link says so before asking for anything.
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link wurde bereits verwendet');
    await expect(page.getByText(/bereits ein neues Kennwort gesetzt/)).toBeVisible();

    await page.goto('/benutzerkonto/anmeldung?RedirectUrl=/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Anmelden' });
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Kennwort').fill(newPassword);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Hallo Frieda')).toBeVisible();
  });

  test('confirmation pages explain an invalid link in German', async ({ page }) => {
    // A malformed token is answered at once, and so is a well-formed one the API does not know.
    await page.goto('/anfrage-bestaetigen?token=gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
    await page.goto(`/email-anpassung-bestaetigen?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
    await expect(page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0);
    await page.goto('/benachrichtigungen/gibt-es-nicht/bestaetigen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
    await page.goto('/neues-kennwort-setzen/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
    await expect(page.getByLabel('Neues Kennwort')).toHaveCount(0);
  });
});

test.describe('account forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in posts to the page: German messages next to the fields, then signed in', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung/login/standard?ReturnUrl=%2Fpersoenliche-daten');
    const form = page.getByRole('form', { name: 'Anmelden' });
    await form.getByLabel('E-Mail-Adresse').fill('kein-at');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie Ihr Kennwort ein.')).toBeVisible();
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at');

    await form.getByLabel('E-Mail-Adresse').fill(CUSTOMER.email);
    await form.getByLabel('Kennwort').fill('falsches-Kennwort-1');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toContainText(/invalid|credentials/i);

    await form.getByLabel('Kennwort').fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/persoenliche-daten$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Daten');
  });

  test('registration posts to the page and says the mail is on its way', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung/register/standard');
    const form = page.getByRole('form', { name: 'Registrieren' });
    await expect(form.getByLabel('Anrede')).toContainText('Frau');
    await form.getByLabel('E-Mail-Adresse').fill(uniqueEmail());
    await form.getByLabel('Anrede').selectOption('Frau');
    await form.getByLabel('Vorname').fill('Nora');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Nachnamen ein.')).toBeVisible();
    await expect(form.getByLabel('Vorname')).toHaveValue('Nora');
    await form.getByLabel('Nachname').fill('Ohnejs');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect(
      page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible();
  });

  test('the order sign-in offers Als Gast bestellen as a choice of its own; it leads into the order steps', async ({
    page,
  }) => {
    await page.goto('/benutzerkonto/bestellanmeldung/heizoel/login/standard');
    const choices = page.getByRole('navigation', { name: 'Bestellen als' });
    await expect(choices.getByRole('link')).toHaveText([/Anmelden/, /Registrieren/, /Als Gast bestellen/]);
    await choices.getByRole('link', { name: /Als Gast bestellen/ }).click();
    await expect(page).toHaveURL(/\/register\/standard\?Gast=true$/);
    const guest = page.getByRole('form', { name: 'Als Gast bestellen' });
    await expect(guest.getByLabel(/Kennwort/)).toHaveCount(0);
    await guest.getByLabel('E-Mail-Adresse').fill(uniqueEmail());
    await guest.getByLabel('Vorname').fill('Gerd');
    await guest.getByLabel('Nachname').fill('Gast');
    await guest.getByRole('button', { name: 'Weiter als Gast' }).click();
    // Signed in as a guest: on to the order (its steps, or the offer to choose when none is held here).
    await expect(page).not.toHaveURL(/bestellanmeldung/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'refresh_token')).toBe(true);
  });
});

test.describe('account screens', () => {
  // axe runs as a script in the page: these checks need JavaScript.
  for (const [name, path] of [
    ['sign-in', '/benutzerkonto/anmeldung/login/standard'],
    ['registration', '/benutzerkonto/anmeldung/register/standard'],
    ['order-sign-in-guest', '/benutzerkonto/bestellanmeldung/heizoel/register/standard?Gast=true'],
  ] as const) {
    test(`${name} passes axe and fits a phone`, async ({ page }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page, name);
      await screenshotAtWidths(page, testInfo, name);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
});
