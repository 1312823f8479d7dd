import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { backOfficeNav, signInAsStaff, signInAsStaffWithoutScript } from './support/back-office';
import { DEMO_PASSWORD } from './support/dealer-portal';
import {
  NARROW_SCREEN_WIDTHS,
  overflowingElements,
  screenshotAtWidths,
  sidewaysOverflow,
} from './support/screenshots';

/**
 * The CMS's back office (issue #16): an editor changes the Impressum in a draft with the rich-text editor,
 * previews it (the preview screen and the private link), publishes it, and the public page shows the change
 * at once; an older version restored is the draft only; without JavaScript the same form posts the text from
 * its textarea. A news article is deleted from its editor (confirmed), with and without JavaScript; a published
 * one only once withdrawn, and its page is then a 404.
 */
type Headers = Record<string, string>;

interface CmsPage {
  id: number;
  kind: string;
  slug: string;
  parentId: number | null;
  countryIds: number[];
  sortOrder: number;
  updatedAt: string;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
}

async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

async function imprint(request: APIRequestContext, headers: Headers): Promise<CmsPage> {
  // The imprint differs per site (the operator's details): the German site's.
  const list = await request.get('/api/support/cms/pages?kind=imprint&countryId=1', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const rows = ((await list.json()) as { items: { id: number; path: string }[] }).items;
  const row = rows.find((candidate) => candidate.path === '/impressum');
  if (!row) throw new Error('no Impressum in the CMS');
  return (await (await request.get(`/api/support/cms/pages/${row.id}`, { headers })).json()) as CmsPage;
}

/** Puts the Impressum back as it was published before the test (draft and published version). */
async function restoreImprint(
  request: APIRequestContext,
  headers: Headers,
  original: CmsPage,
): Promise<void> {
  const current = await imprint(request, headers);
  const saved = await request.put(`/api/support/cms/pages/${original.id}`, {
    headers,
    data: {
      parentId: original.parentId,
      kind: original.kind,
      slug: original.slug,
      countryIds: original.countryIds,
      sortOrder: original.sortOrder,
      content: original.published ?? original.draft,
      expectedUpdatedAt: current.updatedAt,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const published = await request.post(`/api/support/cms/pages/${original.id}/publish`, {
    headers,
    data: {},
  });
  expect(published.ok(), await published.text()).toBe(true);
}

/** A draft article on the German site, made through the API (the editor only deletes it). */
async function draftArticle(request: APIRequestContext, headers: Headers, title: string) {
  const slug = `loeschen-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/support/cms/news', {
    headers,
    data: {
      countryId: 1,
      slug,
      content: {
        title,
        teaser: `${title}: kurz gesagt`,
        body: '<p>Nur für den Test.</p>',
        author: 'Redaktion',
        featured: false,
        imageId: null,
        imageAlt: null,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...((await created.json()) as { id: number }), slug };
}

async function chooseCookies(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL ?? '' }]);
}

test.describe('CMS back office', () => {
  test('an editor changes the Impressum in a draft, previews it and publishes it', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const headers = await adminHeaders(request);
    const original = await imprint(request, headers);
    const sentence = `Neu im Impressum ${Date.now().toString(36)}.`;
    await chooseCookies(page, baseURL);
    try {
      await signInAsStaff(page, 'admin@example.com');
      await backOfficeNav(page).getByRole('link', { name: 'Inhalte' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inhalte' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'CMS-Liste');
      await screenshotAtWidths(page, testInfo, 'cms-list', NARROW_SCREEN_WIDTHS);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
      await page.setViewportSize({ width: 1366, height: 900 });

      const filters = page.getByRole('form', { name: 'Seiten filtern' });
      await filters.getByLabel('Website').selectOption({ label: 'Deutschland' });
      await filters.getByLabel('Art').selectOption({ label: 'Impressum' });
      await filters.getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page).toHaveURL(/countryId=1&kind=imprint/);
      const imprintLink = page.getByRole('main').getByRole('link', { name: 'Impressum', exact: true });
      await expect(imprintLink).toHaveCount(1);
      await imprintLink.click();
      await expect(page).toHaveURL(new RegExp(`/support/cms/${original.id}/edit$`));
      const text = page.getByRole('textbox', { name: 'Text', exact: true });
      await expect(text).toHaveAttribute('contenteditable', 'true');
      // A new paragraph at the end of the text, typed into the editor, and made bold with the toolbar.
      await text.locator('p').last().click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(sentence);
      await page.keyboard.press('Shift+Home');
      await page.getByRole('button', { name: 'Fett' }).click();
      await expect(page.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousAxeViolations(page, 'CMS-Seite bearbeiten');
      await screenshotAtWidths(page, testInfo, 'cms-page-edit', NARROW_SCREEN_WIDTHS);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
      await page.setViewportSize({ width: 1366, height: 900 });

      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await expect(page.getByText('Der Entwurf ist gespeichert.', { exact: false })).toBeVisible();
      expect((await imprint(request, headers)).draft.body).toContain(`<strong>${sentence}</strong>`);
      // The site keeps the published version until the editor publishes.
      expect(await (await request.get('/impressum')).text()).not.toContain(sentence);

      // The preview screen: the draft in the site's layout, and a private link for someone else.
      await page.getByRole('link', { name: 'Vorschau ansehen' }).click();
      await expect(page.getByTestId('cms-preview-bar')).toContainText('nicht veröffentlicht');
      await expect(page.getByRole('main').getByText(sentence)).toBeVisible();
      await page.getByRole('button', { name: 'Vorschau-Link erstellen' }).click();
      const link = page.getByLabel('Privater Vorschau-Link');
      await expect(link).toHaveValue(/\/vorschau\/[A-Za-z0-9_.~-]+$/);
      const previewUrl = new URL(await link.inputValue());
      const stranger = await page.context().browser()?.newPage();
      if (stranger) {
        await stranger.goto(`${baseURL ?? ''}${previewUrl.pathname}`);
        await expect(stranger.getByText(sentence)).toBeVisible();
        await stranger.close();
      }

      await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click();
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await expect(
        page.getByText('Die Seite ist veröffentlicht und auf der Website zu sehen.'),
      ).toBeVisible();

      // At once on the public page.
      await page.goto('/impressum');
      await expect(page.getByRole('main').getByText(sentence)).toBeVisible();

      // The revision list names the publication; the seed's version comes back as the draft only.
      await page.goto(`/support/cms/${original.id}/edit`);
      const versions = page.getByRole('region', { name: 'Versionen' });
      await expect(versions.getByText('Veröffentlicht').first()).toBeVisible();
      await versions
        .getByRole('button', { name: /wiederherstellen$/ })
        .last()
        .click();
      await expect(
        page.getByText('Die ältere Fassung ist als Entwurf wiederhergestellt.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Text', exact: true })).not.toContainText(sentence);
      expect((await imprint(request, headers)).draft.body).not.toContain(sentence);
      expect(await (await request.get('/impressum')).text()).toContain(sentence);
    } finally {
      await restoreImprint(request, headers, original);
    }
  });

  test('without JavaScript the page form posts its text from the textarea', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const headers = await adminHeaders(request);
    const original = await imprint(request, headers);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await chooseCookies(page, baseURL);
    try {
      await signInAsStaffWithoutScript(page, 'admin@example.com');
      await page.goto(`/support/cms/${original.id}/edit`);
      const textarea = page.locator('textarea[name="body"]');
      await expect(textarea).toBeVisible();
      const body = await textarea.inputValue();
      await textarea.fill(`${body}<p>Ohne Skript ergänzt.</p>`);
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await expect(page.getByText('Der Entwurf ist gespeichert.', { exact: false })).toBeVisible();
      expect((await imprint(request, headers)).draft.body).toContain('<p>Ohne Skript ergänzt.</p>');

      // A schedule in the past is refused with a German message, the text kept.
      await page.getByLabel('Veröffentlichen am').fill('2020-01-01T10:00');
      await page.getByRole('button', { name: 'Veröffentlichung planen' }).click();
      await expect(page.getByText('Bitte wählen Sie einen Zeitpunkt in der Zukunft.')).toBeVisible();
      await expect(page.locator('textarea[name="body"]')).toHaveValue(/Ohne Skript ergänzt/);
    } finally {
      await context.close();
      await restoreImprint(request, headers, original);
    }
  });
  test('an editor deletes a draft article from its editor, confirmed, back to the news list', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const headers = await adminHeaders(request);
    const article = await draftArticle(request, headers, 'Ein Artikel zum Löschen');
    await chooseCookies(page, baseURL);
    await signInAsStaff(page, 'admin@example.com');
    await page.goto(`/support/cms/news/${article.id}`);
    const publication = page.getByRole('region', { name: 'Veröffentlichung' });
    const remove = publication.getByRole('button', { name: 'Artikel löschen' });
    await expect(remove).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'CMS-Artikel bearbeiten');
    await screenshotAtWidths(page, testInfo, 'cms-news-edit-delete', NARROW_SCREEN_WIDTHS);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Unconfirmed, the browser keeps the form (required checkbox): the article stays.
    await remove.click();
    await expect(page).toHaveURL(new RegExp(`/support/cms/news/${article.id}$`));
    expect((await request.get(`/api/support/cms/news/${article.id}`, { headers })).status()).toBe(200);

    await publication.getByRole('checkbox', { name: 'Ja, den Artikel endgültig löschen' }).check();
    await remove.click();
    await expect(page).toHaveURL(/\/support\/cms\/list\?ansicht=news&artikel-geloescht=1$/);
    await expect(page.getByText('Der Artikel ist gelöscht.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Ein Artikel zum Löschen' })).toHaveCount(
      0,
    );
    await expectNoSeriousAxeViolations(page, 'CMS-Newsliste nach dem Löschen');
    await screenshotAtWidths(page, testInfo, 'cms-news-deleted', NARROW_SCREEN_WIDTHS);
    expect((await request.get(`/api/support/cms/news/${article.id}`, { headers })).status()).toBe(404);
  });

  test('without JavaScript a withdrawn article is deleted and its page is a 404', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const headers = await adminHeaders(request);
    const article = await draftArticle(request, headers, 'Ein zurückgezogener Artikel');
    const published = await request.post(`/api/support/cms/news/${article.id}/publish`, {
      headers,
      data: {},
    });
    expect(published.status(), await published.text()).toBe(200);
    expect((await request.get(`/news/artikel/${article.slug}`)).status()).toBe(200);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await chooseCookies(page, baseURL);
    try {
      await signInAsStaffWithoutScript(page, 'admin@example.com');
      await page.goto(`/support/cms/news/${article.id}`);
      const publication = page.getByRole('region', { name: 'Veröffentlichung' });
      // Published: withdrawn first, as pages are; only then may it go.
      await expect(publication.getByRole('button', { name: 'Artikel löschen' })).toHaveCount(0);
      await publication.getByRole('button', { name: 'Zurückziehen' }).click();
      await publication.getByRole('checkbox', { name: 'Ja, den Artikel endgültig löschen' }).check();
      await publication.getByRole('button', { name: 'Artikel löschen' }).click();
      await expect(page).toHaveURL(/\/support\/cms\/list\?ansicht=news&artikel-geloescht=1$/);
      await expect(page.getByText('Der Artikel ist gelöscht.')).toBeVisible();
      expect((await request.get(`/news/artikel/${article.slug}`)).status()).toBe(404);
      const list = await request.get('/api/site/1/news-articles?size=24');
      expect(await list.text()).not.toContain(article.slug);
    } finally {
      await context.close();
    }
  });
});
