import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInAsStaff, signInAsStaffWithoutScript } from './support/back-office';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

/**
 * The media library (issue #16): an editor uploads a photo without JavaScript at /medienverwaltung; the
 * library opens it, the site serves its AVIF/WebP variants through /media with a year's cache, and its
 * location (GPS EXIF) is gone. An SVG is refused at the form. A news article takes a library image and the
 * public article shows it in its responsive variants.
 */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

/** A photo of its own per run (random pixels decide the hash) with a GPS position in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  const { width, height } = { width: 900, height: 600 };
  const pixels = Buffer.alloc(width * height * 3);
  const seed = randomInt(1_000_000);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 13 + seed + Math.floor(i / 101)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
    .jpeg()
    .toBuffer();
}

test.describe('media library', () => {
  const uploaded: number[] = [];
  test.afterEach(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const id of uploaded.splice(0)) await request.delete(`/api/support/cms/media/${id}`, { headers });
  });

  test('an editor uploads a photo without JavaScript; its variants are served and its location is gone', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsStaffWithoutScript(plain, 'admin@example.com');
    await plain.goto('/medienverwaltung');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Medien');

    const upload = plain.getByRole('region', { name: 'Datei hochladen' });
    await upload
      .getByLabel('Datei')
      .setInputFiles({ name: 'haus-mit-gps.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    await upload.getByLabel('Alternativtext').fill('Einfamilienhaus im Winter');
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await expect(plain.getByText('Die Datei ist hochgeladen.')).toBeVisible();
    await expect(plain).toHaveURL(/\/medienverwaltung\?datei=\d+/);
    uploaded.push(Number(new URL(plain.url()).searchParams.get('datei')));

    const detail = plain.getByRole('region', { name: 'haus-mit-gps.jpg' });
    const preview = detail.locator('picture');
    await expect(preview.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}\/320\.avif 320w/,
    );
    const src = await preview.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}\/original\.jpg$/);

    const original = await request.get(src ?? '');
    expect(original.status()).toBe(200);
    expect(original.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await original.body()).metadata()).exif).toBeUndefined();
    const variant = await request.get((src ?? '').replace('original.jpg', '640.avif'));
    expect(variant.status()).toBe(200);
    expect(variant.headers()['content-type']).toBe('image/avif');
    expect((await sharp(await variant.body()).metadata()).width).toBe(640);

    await signInAsStaff(page, 'admin@example.com');
    await page.goto(`/support/cms/media?datei=${uploaded[0] ?? ''}`);
    await expect(page.getByRole('region', { name: 'haus-mit-gps.jpg' })).toBeVisible();
    await expect(page.getByText('Nirgends verwendet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotAtWidths(page, testInfo, 'cms-media-library');
  });

  test('an SVG is refused at the upload form with a German reason', async ({ browser }) => {
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsStaffWithoutScript(plain, 'admin@example.com');
    await plain.goto('/support/cms/media');
    const upload = plain.getByRole('region', { name: 'Datei hochladen' });
    await upload.getByLabel('Datei').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await expect(
      upload.getByText('SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.'),
    ).toBeVisible();
  });

  test('a news article takes a library image; the public article shows its AVIF and WebP variants', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = await adminHeaders(request);
    const run = randomInt(1_000_000);
    const fileName = `heizraum-${run}.jpg`;
    const upload = await request.post('/api/support/cms/media', {
      headers,
      multipart: {
        file: { name: fileName, mimeType: 'image/jpeg', buffer: await photoWithGps() },
        altText: 'Heizraum mit Tank',
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    uploaded.push(id);

    // Without JavaScript: the editor's body is a textarea and the picker native radios.
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsStaffWithoutScript(plain, 'admin@example.com');
    await plain.goto('/support/cms/news/neu');
    const slug = `heizraum-im-winter-${run}`;
    await plain.getByRole('textbox', { name: 'Titel (Pflichtfeld)' }).fill(`Der Heizraum im Winter ${run}`);
    await plain.getByLabel('Adressteil').fill(slug);
    await plain.getByLabel('Autorin oder Autor').fill('Redaktion');
    await plain.getByLabel('Teaser').fill('Was vor dem ersten Frost im Heizraum zu tun ist.');
    await plain
      .getByLabel('Text', { exact: true })
      .fill('<p>Tank prüfen, Filter wechseln, Füllstand notieren.</p>');
    await plain.getByRole('radio', { name: new RegExp(fileName.replace('.', '\\.')) }).check();
    await plain.getByLabel('Alternativtext des Bildes').fill('Heizraum mit Tank');
    await plain.getByRole('button', { name: 'Als Entwurf anlegen' }).click();
    await expect(plain).toHaveURL(/\/support\/cms\/news\/\d+/);
    const newsId = new URL(plain.url()).pathname.split('/').pop() ?? '';
    await plain.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await expect(plain.getByText('Veröffentlicht', { exact: true }).first()).toBeVisible();

    await plain.goto(`/news/artikel/${slug}`);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(`Der Heizraum im Winter ${run}`);
    const picture = plain.locator('picture').filter({ has: plain.locator('img[alt="Heizraum mit Tank"]') });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}\/320\.avif 320w, .*640\.avif 640w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /640\.webp 640w/);
    await expect(picture.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\/original\.jpg$/);

    // Withdrawn again, so the demo news pages stay as they were for the other specs.
    const unpublish = await request.post(`/api/support/cms/news/${newsId}/unpublish`, { headers });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
  });
});
