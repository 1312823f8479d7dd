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
 * location (GPS EXIF) is gone. An SVG is refused at the form.
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
});
