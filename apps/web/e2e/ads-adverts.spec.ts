import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  backOfficeNav,
  signInAsStaff,
  signInAsStaffWithoutScript,
  uniqueSuffix,
} from './support/back-office';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { signInWithForm } from './support/order-flow';
import { NARROW_SCREEN_WIDTHS, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/**
 * The back office's adverts (issue #17): an ad manager creates an advert whose HTML carries a script and an
 * event handler and whose stylesheet imports from elsewhere; it is saved cleaned, with a notice, and shown
 * in a sandboxed preview. The same works without JavaScript; a customer gets no access.
 */
const AD_MANAGER = 'werbung@example.com';
const PREFIX = 'E2E-Anzeige';
/** The preview frame, found by its title; sandboxed without scripts, so axe cannot run inside it. */
const PREVIEW = 'iframe[title="Vorschau der Anzeige"]';

const HTML =
  '<div class="box" onclick="alert(1)"><h2>Heizöl im Winter</h2><script>alert(2)</script>' +
  '<a href="https://www.example.com/winter">Jetzt bestellen</a></div>';
const CSS = '@import url(https://evil.example/x.css);\n.box { background: #fff3d6; padding: 12px }';

async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: email, Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

/** A library image of its own (an editor uploads it: ad managers only use the library). */
async function uploadLibraryImage(request: APIRequestContext, fileName: string): Promise<number> {
  const { width, height } = { width: 300, height: 120 };
  const pixels = Buffer.alloc(width * height * 3);
  const seed = randomInt(1_000_000);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed) % 256;
  const upload = await request.post('/api/support/cms/media', {
    headers: await bearer(request, 'admin@example.com'),
    multipart: {
      file: {
        name: fileName,
        mimeType: 'image/jpeg',
        buffer: await sharp(pixels, { raw: { width, height, channels: 3 } })
          .jpeg()
          .toBuffer(),
      },
      altText: 'Tankwagen im Winter',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { id: number }).id;
}

/** The campaigns, adverts and images this spec made, deleted, so a failed run leaves none behind. */
async function cleanUp(request: APIRequestContext, images: number[]): Promise<void> {
  const headers = await bearer(request, AD_MANAGER);
  const campaigns = await request.get('/api/support/campaigns', { headers });
  for (const campaign of ((await campaigns.json()) as { items: { id: number; name: string }[] }).items) {
    if (campaign.name.startsWith(PREFIX))
      await request.delete(`/api/support/campaigns/${campaign.id}`, { headers });
  }
  const list = await request.get(`/api/support/adverts?q=${PREFIX}`, { headers });
  for (const advert of ((await list.json()) as { items: { id: number }[] }).items) {
    await request.delete(`/api/support/adverts/${advert.id}`, { headers });
  }
  const admin = await bearer(request, 'admin@example.com');
  for (const id of images.splice(0)) await request.delete(`/api/support/cms/media/${id}`, { headers: admin });
}

async function fillAdvert(page: Page, name: string, html: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Anzeige anlegen' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Werbetreibender/ }).fill('Mustermann Energie GmbH');
  await form.getByRole('textbox', { name: 'Linkziel' }).fill('https://www.example.com/winter');
  await form.getByRole('textbox', { name: /^HTML/ }).fill(html);
}

test.describe('back office: adverts', () => {
  const images: number[] = [];
  test.afterEach(async ({ request }) => {
    await cleanUp(request, images);
  });

  test('an ad manager creates an advert; script, handler and @import are removed on save', async ({
    page,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The consent banner would cover the screenshots.
    await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL ?? '' }]);
    const name = `${PREFIX} ${uniqueSuffix()}`;
    const imageName = `werbebild-${uniqueSuffix()}.jpg`;
    images.push(await uploadLibraryImage(request, imageName));
    await signInAsStaff(page, AD_MANAGER);
    await backOfficeNav(page).getByRole('link', { name: 'Anzeigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anzeigen');
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, testInfo, 'adverts-list', NARROW_SCREEN_WIDTHS);

    await page.getByRole('link', { name: 'Neue Anzeige' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neue Anzeige');
    await fillAdvert(page, name, HTML);
    await page.getByRole('textbox', { name: 'CSS' }).fill(CSS);
    // The preview follows the typing (a sandboxed frame: the script in it never runs).
    const preview = page.frameLocator(PREVIEW);
    await expect(preview.getByRole('heading', { name: 'Heizöl im Winter' })).toBeVisible();
    await expect(page.locator(PREVIEW)).toHaveAttribute('sandbox', 'allow-same-origin');
    // A library image goes in where the cursor is (at the end of the HTML here).
    await page.getByRole('textbox', { name: /^HTML/ }).press('End');
    await page.getByRole('button', { name: `„${imageName}“ einfügen` }).click();
    await expect(page.getByRole('textbox', { name: /^HTML/ })).toHaveValue(
      /<\/div><img src="\/media\/[0-9a-f]{64}\/original\.jpg" alt="Tankwagen im Winter" width="300" height="120">$/,
    );
    await expect(preview.getByRole('img', { name: 'Tankwagen im Winter' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Vorschau in der Größe von' }).selectOption('1');
    await expect(page.locator(PREVIEW)).toHaveAttribute('width', '728');
    // On a phone the banner shrinks to the column instead of widening the page.
    await screenshotAtWidths(page, testInfo, 'advert-create-banner', NARROW_SCREEN_WIDTHS);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Anzeige anlegen' }).click();

    await expect(page).toHaveURL(/\/support\/adverts\/\d+\?erledigt=saved&bereinigt=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Anzeige gespeichert.' })).toBeVisible();
    await expect(page.getByText('HTML beim Speichern bereinigt')).toBeVisible();
    const html = page.getByRole('textbox', { name: /^HTML/ });
    await expect(html).not.toHaveValue(/onclick|<script|alert/);
    await expect(html).toHaveValue(/<h2>Heizöl im Winter<\/h2>/);
    await expect(html).toHaveValue(/<img src="\/media\/[0-9a-f]{64}\/original\.jpg"/);
    const css = page.getByRole('textbox', { name: 'CSS' });
    await expect(css).not.toHaveValue(/@import|evil/);
    await expect(css).toHaveValue(/\.advert \.box/);
    await expect(page.getByText(/advert-\d+-[0-9a-f]{12}\.css/)).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Jetzt bestellen' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'advert editor', [PREVIEW]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'advert-edit', NARROW_SCREEN_WIDTHS);

    // A stylesheet file replaces the text.
    await page.getByLabel('Oder CSS-Datei hochladen').setInputFiles({
      name: 'winter.css',
      mimeType: 'text/css',
      buffer: Buffer.from('.box { border: 2px solid #7a3e00 }'),
    });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/erledigt=saved$/);
    await expect(css).toHaveValue(/\.advert \.box \{ border: 2px solid #7a3e00 \}/);

    await page.getByRole('button', { name: 'Stylesheet entfernen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Stylesheet der Anzeige ist entfernt' }),
    ).toBeVisible();
    await expect(page.getByText('Noch kein Stylesheet.')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Ja, diese Anzeige endgültig löschen' }).check();
    await page.getByRole('button', { name: 'Anzeige löschen' }).click();
    await expect(page).toHaveURL(/\/support\/adverts\?erledigt=deleted$/);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });

  test('without JavaScript an advert is created, previewed as saved and deleted', async ({
    browser,
    request,
  }) => {
    const name = `${PREFIX} ${uniqueSuffix()}`;
    const imageName = `werbebild-${uniqueSuffix()}.jpg`;
    images.push(await uploadLibraryImage(request, imageName));
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsStaffWithoutScript(plain, AD_MANAGER);
    await plain.goto('/support/adverts/create');
    // The picker shows the image's markup to copy (inserting needs JavaScript).
    const picked = plain.getByRole('listitem').filter({ hasText: imageName });
    await expect(picked.locator('code')).toHaveText(
      /^<img src="\/media\/[0-9a-f]{64}\/original\.jpg" alt="Tankwagen im Winter" width="300" height="120">$/,
    );
    await expect(picked.getByRole('button')).toHaveCount(0);
    await fillAdvert(plain, name, HTML);
    await plain.getByRole('textbox', { name: 'CSS' }).fill(CSS);
    await plain.getByRole('button', { name: 'Anzeige anlegen' }).click();
    await expect(plain).toHaveURL(/\/support\/adverts\/\d+\?erledigt=saved&bereinigt=1$/);
    await expect(plain.getByText('HTML beim Speichern bereinigt')).toBeVisible();
    await expect(plain.getByRole('textbox', { name: /^HTML/ })).not.toHaveValue(/onclick|<script/);
    const frame = plain.locator(PREVIEW);
    await expect(frame).toHaveAttribute('srcdoc', /Heizöl im Winter/);
    await expect(frame).not.toHaveAttribute('srcdoc', /onclick|<script>alert/);

    await plain.goto('/support/adverts');
    await expect(plain.getByRole('link', { name })).toBeVisible();
    await plain.getByRole('link', { name }).click();
    await plain.getByRole('checkbox', { name: 'Ja, diese Anzeige endgültig löschen' }).check();
    await plain.getByRole('button', { name: 'Anzeige löschen' }).click();
    await expect(plain).toHaveURL(/\/support\/adverts\?erledigt=deleted$/);
  });

  test('an advert a campaign uses stays, with the reason in German', async ({ page, request }) => {
    const name = `${PREFIX} ${uniqueSuffix()}`;
    const headers = await bearer(request, AD_MANAGER);
    const created = await request.post('/api/support/adverts', {
      headers,
      data: { name, advertiser: 'Mustermann Energie GmbH', html: '<p>Heizöl im Winter</p>' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const advert = (await created.json()) as { id: number };
    const campaign = await request.post('/api/support/campaigns', {
      headers,
      data: {
        name,
        campaignTypeId: 2,
        status: 'draft',
        startsAt: new Date().toISOString(),
        countryIds: [1],
        zipTargets: [],
        weight: 1,
        advertIds: [advert.id],
        slotIds: [],
      },
    });
    expect(campaign.status(), await campaign.text()).toBe(201);

    await signInAsStaff(page, AD_MANAGER);
    await page.goto(`/support/adverts?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Nein');
    await page.getByRole('link', { name }).click();
    await expect(page.getByText('Verwendet in:')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ja, diese Anzeige endgültig löschen' }).check();
    await page.getByRole('button', { name: 'Anzeige löschen' }).click();
    await expect(page.getByRole('alert')).toContainText('einer Kampagne zugeordnet');
    await expect(page).toHaveURL(new RegExp(`/support/adverts/${advert.id}$`));
  });

  test('a customer gets no access to the adverts', async ({ page }) => {
    await page.goto('/benutzerkonto/anmeldung');
    await signInWithForm(page, 'kunde@example.com');
    await expect(page).not.toHaveURL(/anmeldung/);
    for (const path of ['/support/adverts', '/support/adverts/create']) {
      await page.goto(path);
      await expect(page.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeVisible();
    }
  });
});
