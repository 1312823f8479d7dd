import { expect, test } from '@playwright/test';
import { waitForHydration } from './page.util';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  openSupportUser,
  registerAccount,
  signInAsStaffWithoutScript,
  uniqueSuffix,
} from './support/back-office';
import { findLink, waitForMail } from './support/mailbox';
import { signInWithForm } from './support/order-flow';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/** The back office's users (#13 point 2): support finds a customer, opens them and acts as them. */
test.describe('back office users', () => {
  test('support finds kunde@example.com, acts as the customer and ends it', async ({ page }, testInfo) => {
    // Axe and two screenshot widths on a loaded machine, like the other walks with them.
    test.setTimeout(90_000);
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    await expect(page).toHaveURL(/\/support$/);
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Benutzer' })
      .click();
    await expect(page).toHaveURL(/\/support\/user\/list$/);

    const search = page.getByRole('search', { name: 'Benutzer suchen' });
    await search.getByLabel('E-Mail beginnt mit').fill('KUNDE@example.com');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/email=KUNDE%40example\.com/);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'back-office-user-list');
    await page.getByRole('link', { name: 'kunde@example.com', exact: true }).click();

    await expect(page).toHaveURL(/\/support\/benutzer\/\d+\/bearbeiten$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bestellungen' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'back-office-user');

    await page.getByRole('button', { name: 'Als Kunde handeln' }).click();
    await expect(page).toHaveURL(/\/kunde\/bestellungen$/);
    const frame = page.getByTestId('impersonation-frame');
    await expect(frame).toBeVisible();
    await expect(frame.getByRole('status')).toContainText('Sie handeln im Auftrag von');
    await waitForHydration(page);
    await frame.getByRole('button', { name: 'Beenden' }).click();
    await expect(page.getByTestId('impersonation-frame')).toHaveCount(0);
    await page.goto('/support/user/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzer');
  });

  test('support resends the confirmation mail of an unconfirmed account; the first link expires', async ({
    page,
    request,
  }) => {
    const email = await registerAccount(request, 'e2e-confirm', { first: 'Rita', last: 'Unbestätigt' });
    const first = findLink(
      await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/),
      '/anfrage-bestaetigen',
    );

    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'support@example.com');
    // Signed in once the back office's start page shows; going on earlier can land on the sign-in again.
    await expect(page).toHaveURL(/\/support$/);
    await openSupportUser(page, email);
    await expect(page.getByText('E-Mail nicht bestätigt')).toBeVisible();
    await page.getByRole('button', { name: 'Bestätigungs-Mail erneut senden' }).click();
    await expect(page.getByRole('status')).toContainText('Die Bestätigungs-Mail ist unterwegs');
    // A second press within minutes sends nothing and says so.
    await page.getByRole('button', { name: 'Bestätigungs-Mail erneut senden' }).click();
    await expect(page.getByRole('alert')).toContainText('gerade erst eine Bestätigungs-Mail gesendet');

    // The link of the registration mail no longer works: only the new mail's link does.
    await page.goto(`${first.pathname}${first.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist abgelaufen');
  });

  test('an admin gives an account the editor role without JavaScript; support sees no roles form', async ({
    browser,
    request,
  }) => {
    const email = await registerAccount(request, 'e2e-roles', { first: 'Rolf', last: 'Redakteur' });
    const openUser = async (staffEmail: string) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await signInAsStaffWithoutScript(page, staffEmail);
      await openSupportUser(page, email);
      return { context, page };
    };

    const admin = await openUser('admin@example.com');
    const roles = admin.page.getByRole('group', { name: 'Rollen des Kontos' });
    await expect(roles.getByLabel('Redaktion')).not.toBeChecked();
    await roles.getByLabel('Redaktion').check();
    await admin.page.getByRole('button', { name: 'Rollen speichern' }).click();
    await expect(admin.page.getByRole('status')).toContainText('Die Rollen sind gespeichert.');
    await admin.page.reload();
    await expect(
      admin.page.getByRole('group', { name: 'Rollen des Kontos' }).getByLabel('Redaktion'),
    ).toBeChecked();
    await admin.context.close();

    // Support may not give roles and an editor is staff, so the page shows no roles form.
    const support = await openUser('support@example.com');
    await expect(support.page.getByRole('heading', { level: 1 })).toHaveText('Rolf Redakteur');
    await expect(support.page.getByRole('button', { name: 'Rollen speichern' })).toHaveCount(0);
    await support.context.close();
  });

  test('support moves an account to a new address; it applies once the owner confirms the link sent there', async ({
    browser,
    request,
  }) => {
    const unique = uniqueSuffix();
    const newEmail = `e2e-new-${unique}@example.com`;
    const email = await registerAccount(
      request,
      'e2e-old',
      { first: 'Uwe', last: 'Umzug' },
      `e2e-old-${unique}@example.com`,
    );

    // Staff without JavaScript: the form posts to the route's action.
    const staff = await browser.newContext({ javaScriptEnabled: false });
    const page = await staff.newPage();
    await signInAsStaffWithoutScript(page, 'support@example.com');
    await openSupportUser(page, email);
    const userPage = page.url();

    // An address another account has is refused.
    await page.getByLabel('Neue E-Mail-Adresse').fill('kunde@example.com');
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await expect(page.getByRole('alert')).toContainText('gehört bereits zu einem anderen Konto');

    await page.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await expect(page.getByRole('status')).toContainText(`Der Bestätigungslink ist an ${newEmail} unterwegs`);
    // Until the owner confirms, the account keeps its address; the old address is told.
    await page.goto(userPage);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await waitForMail(email, /Änderung Ihrer E-Mail-Adresse/);

    const mail = await waitForMail(newEmail, /Bitte bestätigen Sie Ihre neue E-Mail-Adresse/);
    const link = findLink(mail, '/email-anpassung-bestaetigen');
    const owner = await browser.newPage();
    await owner.goto(`${link.pathname}${link.search}`);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigen');
    await waitForHydration(owner);
    await owner.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(owner.getByText(`Ihre E-Mail-Adresse lautet jetzt ${newEmail}.`)).toBeVisible();
    await owner.close();

    await page.goto(userPage);
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    await staff.close();
  });

  test('the list pages and filters without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsStaffWithoutScript(page, 'support@example.com');
    await page.goto('/support/user/list?guest=false');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/guest=false&cursor=\d+/);
    await expect(page.getByRole('table')).toBeVisible();
    await context.close();
  });
});
