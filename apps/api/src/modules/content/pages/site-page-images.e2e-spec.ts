import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { testConfig, useSeededTestApp } from '../../../../test/test-app.js';
import type { MediaAssetOutput } from '../media/dto/media-asset.output.js';
import { imageWithGps } from '../media/media.fixture.js';
import { type Auth, staffAuth, uniqueSlug } from '../publishing/cms-access.fixture.js';
import type { CmsPreviewOutput, PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import type { CmsPageOutput } from './dto/cms-page.output.js';
import type { SitePageOutput } from './dto/site-page.output.js';

const UNKNOWN = `/media/${'ab'.repeat(32)}/original.jpg`;

/** Issue #16: library images in a page's body are served responsive (WebP variants by width). */
describe('CMS pages with library images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-page-images-'));
  const app = useSeededTestApp({ media: { ...testConfig().media, storage: { kind: 'local', dir } } });
  const http = () => request(app().getHttpServer());
  let editor: Auth;

  beforeAll(async () => {
    editor = await staffAuth(app(), ['Role_Interaid_Editor']);
  });

  it('gives a library image srcset of its variants, sizes, its size and lazy loading; unknown ones stay', async () => {
    const file = await imageWithGps('jpeg', 1000, 500, Date.now() % 100_000);
    const asset = (
      await http()
        .post('/api/support/cms/media')
        .set(editor)
        .field('altText', 'Tankwagen')
        .attach('file', file, 'tankwagen.jpg')
        .expect(201)
    ).body as MediaAssetOutput;
    const webp = asset.variants
      .filter((v) => v.format === 'webp')
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.path} ${v.width}w`)
      .join(', ');
    expect(webp).toMatch(/\/320\.webp 320w, .*\/640\.webp 640w, .*960w/);

    const slug = uniqueSlug('bilder');
    const body = `<p>Text</p><img src="${asset.path}" alt="Ein Tankwagen" /><img src="${UNKNOWN}" alt="Fehlt" />`;
    const page = (
      await http()
        .post('/api/support/cms/pages')
        .set(editor)
        .send({
          kind: 'landing',
          slug,
          countryIds: [1],
          content: {
            title: 'Bilder',
            description: '',
            body,
            seoTitle: '',
            seoDescription: '',
            noIndex: false,
          },
        })
        .expect(201)
    ).body as CmsPageOutput;
    // Stored as written: the variants are the site's business when it serves the page.
    expect(page.draft.body).not.toContain('srcset');

    const expected =
      `<img src="${asset.path}" alt="Ein Tankwagen" srcset="${webp}" ` +
      `sizes="(min-width: 800px) 760px, 100vw" width="1000" height="500" loading="lazy" />`;

    const link = (
      await http().post(`/api/support/cms/pages/${page.id}/preview-link`).set(editor).send({}).expect(200)
    ).body as PreviewLinkOutput;
    const preview = (
      await http()
        .get(`/api/cms/preview/${link.url.slice('/vorschau/'.length)}`)
        .expect(200)
    ).body as CmsPreviewOutput;
    expect(preview.page?.body).toContain(expected);

    await http().post(`/api/support/cms/pages/${page.id}/publish`).set(editor).send({}).expect(200);
    const shown = (await http().get('/api/site/1/pages/by-path').query({ path: page.path }).expect(200))
      .body as SitePageOutput;
    expect(shown.body).toContain(expected);
    expect(shown.body).toContain(`<img src="${UNKNOWN}" alt="Fehlt" />`);
    expect(shown.body.match(/srcset=/g)).toHaveLength(1);
  });
});
