import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import { MEDIA_MAX_PIXELS } from '@fuel/domain/content';
import { testConfig, useSeededTestApp } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import type {
  MediaAssetDetailOutput,
  MediaAssetListOutput,
  MediaAssetOutput,
} from './dto/media-asset.output.js';
import type { MediaFolderListOutput, MediaFolderOutput } from './dto/media-folder.output.js';
import { MediaUsageService } from './media-usage.service.js';
import {
  decompressionBomb,
  HTML_PAGE,
  imageWithGps,
  SVG_WITH_SCRIPT,
  TINY_PDF,
  tokenOf,
} from './media.fixture.js';

const MAX_BYTES = 400_000;

describe('media library', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-media-'));
  const app = useSeededTestApp({
    media: { ...testConfig().media, storage: { kind: 'local', dir }, maxBytes: MAX_BYTES },
  });
  const http = () => request(app().getHttpServer());
  const tokens: Record<string, string> = {};
  let seed = 1;
  const nextSeed = () => (seed += 1) * 1000 + Math.floor(Math.random() * 1000);

  beforeAll(async () => {
    for (const role of ['Editor', 'Admin', 'CustomerSupport', 'Financial'])
      tokens[role] = await tokenOf(app(), role);
    tokens['customer'] = await tokenOf(app());
  }, 120_000);

  const upload = (
    body: Buffer,
    name: string,
    token = tokens['Editor'] ?? '',
    fields: Record<string, string> = {},
  ) => {
    let req = http().post('/api/support/cms/media').set('Authorization', `Bearer ${token}`);
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    return req.attach('file', body, name);
  };
  const get = (path: string, token = tokens['Editor'] ?? '') =>
    http().get(path).set('Authorization', `Bearer ${token}`);

  describe('access', () => {
    it.each(['Editor', 'Admin'])('lets %s upload, list, read, edit and delete', async (role) => {
      const token = tokens[role] ?? '';
      const created = (
        await upload(await imageWithGps('jpeg', 80, 60, nextSeed()), 'a.jpg', token).expect(201)
      ).body as MediaAssetOutput;
      await get('/api/support/cms/media', token).expect(200);
      await get(`/api/support/cms/media/${created.id}`, token).expect(200);
      await http()
        .put(`/api/support/cms/media/${created.id}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ altText: 'Ein Bild', title: null, folderId: null })
        .expect(200);
      await get('/api/support/cms/media-folders', token).expect(200);
      await http()
        .delete(`/api/support/cms/media/${created.id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(204);
    });

    it.each(['CustomerSupport', 'Financial', 'customer'])('refuses %s with 403', async (role) => {
      const token = tokens[role] ?? '';
      await upload(await imageWithGps('jpeg', 20, 20, nextSeed()), 'a.jpg', token).expect(403);
      await get('/api/support/cms/media', token).expect(403);
      await get('/api/support/cms/media/1', token).expect(403);
      await http()
        .put('/api/support/cms/media/1')
        .set('Authorization', `Bearer ${token}`)
        .send({})
        .expect(403);
      await http().delete('/api/support/cms/media/1').set('Authorization', `Bearer ${token}`).expect(403);
      await get('/api/support/cms/media-folders', token).expect(403);
      await http()
        .post('/api/support/cms/media-folders')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'x' })
        .expect(403);
      await http()
        .delete('/api/support/cms/media-folders/1')
        .set('Authorization', `Bearer ${token}`)
        .expect(403);
    });

    it('refuses anonymous callers with 401, before reading an upload', async () => {
      await http().post('/api/support/cms/media').attach('file', TINY_PDF, 'a.pdf').expect(401);
      await http().get('/api/support/cms/media').expect(401);
      await http().get('/api/support/cms/media/1').expect(401);
      await http().delete('/api/support/cms/media/1').expect(401);
      await http().get('/api/support/cms/media-folders').expect(401);
      await http().post('/api/support/cms/media-folders').send({ name: 'x' }).expect(401);
    });

    it('takes multipart on the upload only (other calls stay JSON)', async () => {
      const res = await http()
        .put('/api/support/cms/media/1')
        .set('Authorization', `Bearer ${tokens['Editor'] ?? ''}`)
        .field('altText', 'x')
        .expect(415);
      expect((res.body as ErrorResponse).error).toBe('UNSUPPORTED_MEDIA_TYPE');
      await http()
        .post('/api/support/cms/media-folders')
        .set('Authorization', `Bearer ${tokens['Editor'] ?? ''}`)
        .field('name', 'x')
        .expect(415);
    });
  });

  describe('uploads', () => {
    it.each(['jpeg', 'png'] as const)(
      'stores a %s without its EXIF (GPS) and makes AVIF and WebP variants',
      async (format) => {
        const original = await imageWithGps(format, 700, 400, nextSeed());
        expect((await sharp(original).metadata()).exif).toBeDefined();
        const res = await upload(original, `haus.${format === 'jpeg' ? 'jpg' : 'png'}`, undefined, {
          altText: '  Ein Haus  ',
          title: 'Haus',
        }).expect(201);
        const asset = res.body as MediaAssetOutput;
        expect(asset).toMatchObject({
          kind: 'image',
          contentType: `image/${format}`,
          width: 700,
          height: 400,
          altText: 'Ein Haus',
          title: 'Haus',
        });
        expect(asset.path).toBe(`/media/${asset.sha256}/original.${format === 'jpeg' ? 'jpg' : 'png'}`);
        // 320 and 640 below the width, and the width itself (no variant wider than the original).
        expect(asset.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
          ['320.avif', '320.webp', '640.avif', '640.webp', '700.avif', '700.webp'].sort(),
        );
        expect(asset.image?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
        expect(asset.image?.sources[0]?.srcset).toBe(
          `/media/${asset.sha256}/320.avif 320w, /media/${asset.sha256}/640.avif 640w, /media/${asset.sha256}/700.avif 700w`,
        );

        const served = await http().get(asset.path).buffer(true).expect(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const stored = await sharp(served.body as Buffer).metadata();
        expect(stored.exif).toBeUndefined();
        expect((served.body as Buffer).includes(Buffer.from('TestCam'))).toBe(false);

        for (const variant of asset.variants) {
          const file = await http().get(variant.path).buffer(true).expect(200);
          expect(file.headers['content-type']).toBe(`image/${variant.format}`);
          expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(file.body as Buffer).metadata();
          expect(meta.width).toBe(variant.width);
          expect(meta.exif).toBeUndefined();
        }
      },
    );

    it('turns an image as its EXIF orientation says before the EXIF goes', async () => {
      const sideways = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#c03' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await sharp(sideways).metadata()).orientation).toBe(6);
      const asset = (await upload(sideways, 'hochkant.jpg').expect(201)).body as MediaAssetOutput;
      expect(asset).toMatchObject({ width: 40, height: 80 });
      const stored = await sharp(
        (await http().get(asset.path).buffer(true).expect(200)).body as Buffer,
      ).metadata();
      expect(stored).toMatchObject({ width: 40, height: 80 });
      expect(stored.orientation).toBeUndefined();
    });

    it("takes a browser form's empty fields as none", async () => {
      const asset = (
        await upload(await imageWithGps('png', 24, 24, nextSeed()), 'leer.png', undefined, {
          altText: '',
          title: '',
          folderId: '',
        }).expect(201)
      ).body as MediaAssetOutput;
      expect(asset).toMatchObject({ altText: null, title: null, folderId: null });
    });

    it('keeps a small image at its own width only', async () => {
      const asset = (await upload(await imageWithGps('png', 120, 90, nextSeed()), 'klein.png').expect(201))
        .body as MediaAssetOutput;
      expect(asset.variants.map((v) => v.width)).toEqual([120, 120]);
    });

    it('refuses SVG (it can carry script) with 415, whatever its name', async () => {
      for (const name of ['bild.svg', 'bild.png']) {
        const res = await upload(SVG_WITH_SCRIPT, name).expect(415);
        expect((res.body as ErrorResponse).message).toContain('SVG');
      }
    });

    it('judges by content: HTML named .png is refused, a PDF named .png is a PDF', async () => {
      const html = await upload(HTML_PAGE, 'bild.png').expect(415);
      expect((html.body as ErrorResponse).error).toBe('UNSUPPORTED_MEDIA_TYPE');
      const pdf = Buffer.concat([TINY_PDF, Buffer.from(`% ${nextSeed()}\n`)]);
      const asset = (await upload(pdf, 'rechnung.png').expect(201)).body as MediaAssetOutput;
      expect(asset).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', variants: [], image: null });
      expect(asset.path).toMatch(/\/original\.pdf$/);
      const served = await http().get(asset.path).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="rechnung.png"; filename*=UTF-8''rechnung.png`,
      );
    });

    it('refuses a file above MEDIA_MAX_BYTES with 413 MEDIA_TOO_LARGE', async () => {
      const res = await upload(randomBytes(MAX_BYTES + 1), 'gross.jpg').expect(413);
      expect((res.body as ErrorResponse).error).toBe('MEDIA_TOO_LARGE');
      expect((res.body as ErrorResponse).message).toMatch(/zu groß/);
    });

    it('refuses a decompression bomb by its header, before decoding', async () => {
      const bomb = decompressionBomb();
      expect(bomb.length).toBeLessThan(2000);
      expect(30_000 * 30_000).toBeGreaterThan(MEDIA_MAX_PIXELS);
      const res = await upload(bomb, 'bombe.png').expect(413);
      expect((res.body as ErrorResponse).message).toMatch(/Megapixel/);
    });

    it('refuses an upload without a file, a second file and bad fields with German 400s', async () => {
      const none = await http()
        .post('/api/support/cms/media')
        .set('Authorization', `Bearer ${tokens['Editor'] ?? ''}`)
        .field('title', 'x')
        .expect(400);
      expect((none.body as ErrorResponse).message).toBe('Bitte wählen Sie eine Datei aus.');
      await http()
        .post('/api/support/cms/media')
        .set('Authorization', `Bearer ${tokens['Editor'] ?? ''}`)
        .attach('file', TINY_PDF, 'a.pdf')
        .attach('file', TINY_PDF, 'b.pdf')
        .expect(400);
      const nul = await upload(TINY_PDF, 'a.pdf', undefined, { altText: 'a\u0000b' }).expect(400);
      expect((nul.body as ErrorResponse).fieldErrors?.map((f) => f.field)).toEqual(['altText']);
      const folder = await upload(TINY_PDF, 'a.pdf', undefined, { folderId: '999999' }).expect(400);
      expect((folder.body as ErrorResponse).fieldErrors?.map((f) => f.field)).toEqual(['folderId']);
      await upload(Buffer.from('kaputt'), 'a.jpg').expect(415);
    });

    it('makes one asset of the same file uploaded twice, also at once', async () => {
      const file = await imageWithGps('jpeg', 200, 100, nextSeed());
      const answers = await Promise.all([1, 2, 3, 4].map(() => upload(file, 'gleich.jpg')));
      const ids = new Set(answers.map((res) => (res.body as MediaAssetOutput).id));
      expect(answers.map((res) => res.status).every((s) => s === 201)).toBe(true);
      expect(ids.size).toBe(1);
      const again = (await upload(file, 'anders.jpg').expect(201)).body as MediaAssetOutput;
      expect(again.id).toBe([...ids][0]);
      expect(again.fileName).toBe('gleich.jpg');
    });
  });

  describe('library', () => {
    it('searches, files into folders and deletes only empty folders', async () => {
      const editor = tokens['Editor'] ?? '';
      const name = `Ordner ${nextSeed()}`;
      const folder = (
        await http()
          .post('/api/support/cms/media-folders')
          .set('Authorization', `Bearer ${editor}`)
          .send({ name })
          .expect(201)
      ).body as MediaFolderOutput;
      await http()
        .post('/api/support/cms/media-folders')
        .set('Authorization', `Bearer ${editor}`)
        .send({ name })
        .expect(400);
      await http()
        .post('/api/support/cms/media-folders')
        .set('Authorization', `Bearer ${editor}`)
        .send({ name: 'a/b' })
        .expect(400);
      const word = `suchwort${nextSeed()}`;
      const asset = (
        await upload(await imageWithGps('png', 40, 40, nextSeed()), `${word}.png`, editor, {
          folderId: String(folder.id),
        }).expect(201)
      ).body as MediaAssetOutput;
      expect(asset.folderId).toBe(folder.id);

      const found = (await get(`/api/support/cms/media?q=${word}`).expect(200)).body as MediaAssetListOutput;
      expect(found.items.map((a) => a.id)).toEqual([asset.id]);
      const inFolder = (await get(`/api/support/cms/media?folderId=${folder.id}`).expect(200))
        .body as MediaAssetListOutput;
      expect(inFolder.items.map((a) => a.id)).toEqual([asset.id]);
      expect(
        ((await get(`/api/support/cms/media?q=%25`).expect(200)).body as MediaAssetListOutput).items,
      ).toEqual([]);
      await get('/api/support/cms/media?kind=svg').expect(400);
      await get('/api/support/cms/media?page=0').expect(400);

      const folders = (await get('/api/support/cms/media-folders').expect(200)).body as MediaFolderListOutput;
      expect(folders.items.find((f) => f.id === folder.id)?.assetCount).toBe(1);
      const full = await http()
        .delete(`/api/support/cms/media-folders/${folder.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .expect(409);
      expect((full.body as ErrorResponse).error).toBe('FOLDER_NOT_EMPTY');

      await http()
        .put(`/api/support/cms/media/${asset.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .send({ altText: 'Neuer Text', title: 'T', folderId: null })
        .expect(200);
      await http()
        .delete(`/api/support/cms/media-folders/${folder.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .expect(204);
      await http()
        .delete(`/api/support/cms/media-folders/${folder.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .expect(404);
    });

    it('shows where a file is used and refuses to delete it then (409 MEDIA_IN_USE)', async () => {
      const editor = tokens['Editor'] ?? '';
      const asset = (await upload(await imageWithGps('jpeg', 50, 50, nextSeed()), 'benutzt.jpg').expect(201))
        .body as MediaAssetOutput;
      const usage = app().get(MediaUsageService);
      await usage.record('news', 987654, [asset.id]);
      await usage.record('block', '2:footer', [], `<p><img src="/media/${asset.sha256}/320.webp"></p>`);

      const detail = (await get(`/api/support/cms/media/${asset.id}`).expect(200))
        .body as MediaAssetDetailOutput;
      expect(detail.usages).toEqual([
        {
          user: 'block',
          userId: '2:footer',
          label: 'Textbaustein: footer (AT)',
          link: '/support/cms/content/edit?countryId=2',
        },
        { user: 'news', userId: '987654', label: 'News: 987654', link: '/support/cms/news/987654' },
      ]);
      const refused = await http()
        .delete(`/api/support/cms/media/${asset.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .expect(409);
      expect((refused.body as ErrorResponse).error).toBe('MEDIA_IN_USE');
      await http().get(asset.path).expect(200);

      await usage.record('news', 987654, []);
      await usage.record('block', '2:footer', []);
      await http()
        .delete(`/api/support/cms/media/${asset.id}`)
        .set('Authorization', `Bearer ${editor}`)
        .expect(204);
      await http().get(asset.path).expect(404);
      await get(`/api/support/cms/media/${asset.id}`).expect(404);
    });

    it('answers 404 for malformed ids', async () => {
      for (const id of ['abc', '0', '99999999999', '1.5'])
        await get(`/api/support/cms/media/${id}`).expect(404);
    });
  });

  describe('GET /media/…', () => {
    it('serves only files of the library, never a path outside it', async () => {
      const asset = (await upload(await imageWithGps('png', 30, 30, nextSeed()), 'p.png').expect(201))
        .body as MediaAssetOutput;
      const hash = asset.sha256;
      for (const path of [
        `/media/${hash}/../../package.json`,
        `/media/${hash}/..%2F..%2Fpackage.json`,
        `/media/..%2F..%2F..%2Fpackage.json/x.png`,
        `/media/${hash}/%2e%2e%2f%2e%2e%2fpackage.json`,
        `/media/${hash}/original.PNG`,
        `/media/${hash}/original.svg`,
        `/media/${hash}/9999.avif`,
        `/media/${'0'.repeat(64)}/original.png`,
        `/media/${hash.toUpperCase()}/original.png`,
        `/media/${hash}`,
        '/media/',
      ]) {
        const res = await http().get(path);
        expect([path, res.status]).toEqual([path, 404]);
      }
    });
  });
});
