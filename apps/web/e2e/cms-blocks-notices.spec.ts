import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { backOfficeNav, signInAsStaff, signInAsStaffWithoutScript } from './support/back-office';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/**
 * Content blocks and site notices (issue #16): an editor changes the Swiss home page's headline and puts a
 * notice on it without JavaScript; the site shows both at once, the other sites keep theirs. The Swiss site
 * only, so other specs' home pages stay as they are.
 */
const HEADLINE = 'Heizöl vergleichen – Winteraktion in der Schweiz';
const NOTICE = 'Lieferzeiten derzeit 3–4 Wochen.';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

/** Back to the defaults, so a failed run leaves no headline or notice behind. */
async function cleanUp(request: APIRequestContext): Promise<void> {
  const headers = await adminHeaders(request);
  const reset = await request.put('/api/support/cms/content/3/home.hero.title', {
    headers,
    data: { value: '' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const list = await request.get('/api/support/cms/prompts?countryId=3', { headers });
  for (const notice of ((await list.json()) as { items: { id: number; message: string }[] }).items) {
    if (notice.message === NOTICE) await request.delete(`/api/support/cms/prompts/${notice.id}`, { headers });
  }
}

test.describe('content blocks and site notices', () => {
  test.afterEach(async ({ request }) => {
    await cleanUp(request);
  });

  test('an editor changes the home headline and adds a notice without JavaScript; the site shows them', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, 'admin@example.com');
    await backOfficeNav(page).getByRole('link', { name: 'Textbausteine' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Textbausteine');
    // The rich blocks' editors have loaded (their toolbars are part of what axe checks).
    await expect(page.getByRole('toolbar').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'cms-content-blocks');

    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsStaffWithoutScript(plain, 'admin@example.com');
    await plain.goto('/support/cms/content/edit?countryId=3');
    const title = plain.getByRole('region', { name: 'Startseite: Überschrift' });
    await expect(title.getByRole('textbox', { name: 'Text' })).toHaveValue(
      'Heizöl günstig bestellen – Preise vergleichen in der Schweiz',
    );
    await title.getByRole('textbox', { name: 'Text' }).fill(HEADLINE);
    await title.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByRole('status')).toContainText('„Startseite: Überschrift“ gespeichert');
    await expect(
      plain.getByRole('region', { name: 'Startseite: Überschrift' }).getByText('geändert'),
    ).toBeVisible();

    await plain.goto('/support/cms/prompts/neu');
    await plain.getByRole('checkbox', { name: 'Deutschland' }).uncheck();
    await plain.getByRole('checkbox', { name: 'Schweiz' }).check();
    await plain.getByRole('combobox', { name: 'Platz' }).selectOption('home');
    await plain.getByRole('combobox', { name: 'Art' }).selectOption('warning');
    await plain.getByRole('textbox', { name: /^Text/ }).fill(NOTICE);
    await plain.getByRole('textbox', { name: 'Linkziel' }).fill('javascript:alert(1)');
    await plain.getByRole('textbox', { name: 'Linktext' }).fill('Zu den Preisen');
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain.getByText('Das Linkziel muss ein Pfad dieser Website')).toBeVisible();
    await plain.getByRole('textbox', { name: 'Linkziel' }).fill('/heizoelpreise');
    await plain.getByRole('button', { name: 'Speichern' }).click();
    await expect(plain).toHaveURL(/\/support\/cms\/prompts\/\d+\?erledigt=saved$/);
    await expect(plain.getByRole('status')).toContainText('Hinweis gespeichert');

    await page.goto('/support/cms/prompts?countryId=3');
    await expect(page.getByRole('link', { name: NOTICE })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'cms-notices-list');
    await page.getByRole('link', { name: NOTICE }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hinweis bearbeiten');
    await expectNoSeriousAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'cms-notice-edit');

    // The Swiss home page at once; the German one keeps its headline and shows no notice.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/ch');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    const notices = visitor.getByTestId('site-notices');
    await expect(notices).toContainText(NOTICE);
    await expect(notices.getByRole('link', { name: 'Zu den Preisen' })).toHaveAttribute(
      'href',
      '/ch/heizoelpreise',
    );
    await screenshotAtWidths(visitor, testInfo, 'cms-home-notice');
    // A new visitor: the first one's locale cookie would send '/' on to the Swiss site.
    const german = await (await browser.newContext()).newPage();
    await german.goto('/');
    await expect(german.getByRole('heading', { level: 1 })).toHaveText(
      'Heizöl günstig bestellen – Preise vergleichen in Deutschland',
    );
    await expect(german.getByTestId('site-notices')).toHaveCount(0);
  });
});
