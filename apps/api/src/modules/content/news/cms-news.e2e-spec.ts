import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, contentRevisions, mediaAssets, mediaUsages } from '@fuel/db';
import { seedDemoNews } from '@fuel/seed';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import type { SitemapOutput } from '../../sitemap/dto/sitemap.output.js';
import { type Auth, REFUSED_ROLES, staffAuth, uniqueSlug } from '../publishing/cms-access.fixture.js';
import { ContentPublishJob } from '../publishing/content-publish.job.js';
import type { CmsPreviewOutput, PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import type { RevisionListOutput } from '../revisions/dto/revision.output.js';
import type { CmsNewsListOutput, CmsNewsOutput } from './dto/cms-news.output.js';
import type { NewsArticleListOutput } from './dto/news-article-list.output.js';
import type { NewsArticleOutput } from './dto/news-article.output.js';

const content = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  teaser: `${title}: der Teaser`,
  body: '<p>Der Text</p>',
  author: 'Redaktion',
  featured: false,
  imageId: null,
  imageAlt: null,
  ...extra,
});

/** Issue #16: the back office's news (content.manage); the public news calls show publications at once. */
describe('CMS news', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let editor: Auth;
  let admin: Auth;

  const create = async (countryId = 1, extra: Record<string, unknown> = {}) => {
    const slug = uniqueSlug('artikel');
    const res = await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({ countryId, slug, content: content(`Artikel ${slug}`, extra) })
      .expect(201);
    return res.body as CmsNewsOutput;
  };
  const save = (auth: Auth, article: CmsNewsOutput, changes: Record<string, unknown> = {}) =>
    http()
      .put(`/api/support/cms/news/${article.id}`)
      .set(auth)
      .send({ slug: article.slug, content: article.draft, expectedUpdatedAt: article.updatedAt, ...changes });
  const publish = (id: number, body: object = {}) =>
    http().post(`/api/support/cms/news/${id}/publish`).set(editor).send(body);
  const detail = (slug: string, countryId = 1) =>
    http().get(`/api/site/${countryId}/news-articles/detail`).query({ artikelString: slug });
  const firstPageSlugs = async (countryId = 1) =>
    (
      (await http().get(`/api/site/${countryId}/news-articles`).query({ size: 24 }).expect(200))
        .body as NewsArticleListOutput
    ).Items.map((i) => i.ArtikelString);
  const sitemapPaths = async (countryId = 1) =>
    ((await http().get(`/api/site/${countryId}/sitemap/news`).expect(200)).body as SitemapOutput).Entries.map(
      (e) => e.Path,
    );

  const db = () => app().get(DatabaseService).db;
  /** An image in the media library (its files are never read in these tests). */
  const libraryImage = async () => {
    const sha = randomBytes(32).toString('hex');
    const [asset] = await db()
      .insert(mediaAssets)
      .values({
        kind: 'image',
        fileName: 'haus.jpg',
        contentType: 'image/jpeg',
        bytes: 1000,
        sha256: sha,
        width: 1280,
        height: 720,
        altText: 'Haus',
        path: `/media/${sha}/original.jpg`,
        variants: [
          { format: 'webp', width: 640, height: 360, bytes: 100, path: `/media/${sha}/640.webp` },
          { format: 'avif', width: 640, height: 360, bytes: 90, path: `/media/${sha}/640.avif` },
        ],
      })
      .returning();
    if (!asset) throw new Error('asset not written');
    return { asset, sha };
  };
  beforeAll(async () => {
    editor = await staffAuth(app(), ['Role_Interaid_Editor']);
    admin = await staffAuth(app(), ['Role_Interaid_Admin']);
  });

  it('lets editors and admins in, refuses other roles (403) and anonymous callers (401) on every call', async () => {
    const article = await create();
    const calls: [string, string][] = [
      ['get', '/api/support/cms/news'],
      ['post', '/api/support/cms/news'],
      ['get', `/api/support/cms/news/${article.id}`],
      ['put', `/api/support/cms/news/${article.id}`],
      ['post', `/api/support/cms/news/${article.id}/publish`],
      ['post', `/api/support/cms/news/${article.id}/unpublish`],
      ['get', `/api/support/cms/news/${article.id}/revisions`],
      ['post', `/api/support/cms/news/${article.id}/revisions/1/restore`],
      ['post', `/api/support/cms/news/${article.id}/preview-link`],
      ['delete', `/api/support/cms/news/${article.id}`],
    ];
    const send = (method: string, path: string) =>
      method === 'get'
        ? http().get(path)
        : method === 'put'
          ? http().put(path).send({})
          : method === 'delete'
            ? http().delete(path)
            : http().post(path).send({});
    const refused = await Promise.all(REFUSED_ROLES.map((role) => staffAuth(app(), [role])));
    for (const [method, path] of calls) {
      expect([method, path, (await send(method, path)).status]).toEqual([method, path, 401]);
      for (const [i, auth] of refused.entries()) {
        expect([REFUSED_ROLES[i], method, path, (await send(method, path).set(auth)).status]).toEqual([
          REFUSED_ROLES[i],
          method,
          path,
          403,
        ]);
      }
    }
    for (const auth of [editor, admin]) {
      expect((await http().get('/api/support/cms/news').query({ countryId: 1 }).set(auth)).status).toBe(200);
      expect((await http().get(`/api/support/cms/news/${article.id}`).set(auth)).status).toBe(200);
      expect((await http().get(`/api/support/cms/news/${article.id}/revisions`).set(auth)).status).toBe(200);
    }
  });

  it('keeps drafts off the site; publishing shows the article in list, detail and sitemap at once', async () => {
    // Fill the public caches first: the publication has to purge them.
    const before = await firstPageSlugs();
    const article = await create(1, { featured: true });
    expect(article).toMatchObject({ state: 'draft', published: null, hasDraft: true, image: null });
    await detail(article.slug).expect(404);
    expect(await firstPageSlugs()).toEqual(before);
    expect(await sitemapPaths()).not.toContain(`/news/artikel/${article.slug}`);

    const published = (await publish(article.id).expect(200)).body as CmsNewsOutput;
    expect(published).toMatchObject({
      state: 'published',
      hasDraft: false,
      published: { title: article.draft.title },
    });
    expect(await firstPageSlugs()).toContain(article.slug);
    expect(((await detail(article.slug).expect(200)).body as NewsArticleOutput).Title).toBe(
      article.draft.title,
    );
    expect(await sitemapPaths()).toContain(`/news/artikel/${article.slug}`);
    const featured = (await http().get('/api/site/1/news-articles/featured').expect(200))
      .body as NewsArticleOutput;
    expect(featured.ArtikelString).toBe(article.slug);

    const draft = (await save(editor, published, { content: content('Geänderter Titel') }).expect(200))
      .body as CmsNewsOutput;
    expect(draft).toMatchObject({ hasDraft: true, draft: { title: 'Geänderter Titel' } });
    expect(((await detail(article.slug).expect(200)).body as NewsArticleOutput).Title).toBe(
      article.draft.title,
    );
    await publish(article.id).expect(200);
    expect(((await detail(article.slug).expect(200)).body as NewsArticleOutput).Title).toBe(
      'Geänderter Titel',
    );

    await http().post(`/api/support/cms/news/${article.id}/unpublish`).set(admin).send({}).expect(200);
    await detail(article.slug).expect(404);
    expect(await firstPageSlugs()).not.toContain(article.slug);
    expect(await sitemapPaths()).not.toContain(`/news/artikel/${article.slug}`);
  });

  it('publishes a scheduled article through the job; a published one stays as it is until then', async () => {
    const article = await create(2);
    await publish(article.id).expect(200);
    const current = (await http().get(`/api/support/cms/news/${article.id}`).set(editor).expect(200))
      .body as CmsNewsOutput;
    await save(editor, current, { content: content('Später') }).expect(200);
    const at = new Date(Date.now() + 7_200_000);
    const scheduled = (await publish(article.id, { publishAt: at.toISOString() }).expect(200))
      .body as CmsNewsOutput;
    expect(scheduled).toMatchObject({ state: 'published', scheduledAt: at.toISOString() });
    expect(((await detail(article.slug, 2).expect(200)).body as NewsArticleOutput).Title).toBe(
      article.draft.title,
    );
    const job = app().get(ContentPublishJob);
    expect(
      (await job.publishDue(new Date(at.getTime() + 1000), { entity: 'news', id: article.id })).news,
    ).toEqual([article.id]);
    expect(((await detail(article.slug, 2).expect(200)).body as NewsArticleOutput).Title).toBe('Später');

    const fresh = await create(3);
    await publish(fresh.id, { publishAt: at.toISOString() }).expect(200);
    await detail(fresh.slug, 3).expect(404);
    await http().post(`/api/support/cms/news/${fresh.id}/unpublish`).set(editor).send({}).expect(200);
    expect(
      (await job.publishDue(new Date(at.getTime() + 1000), { entity: 'news', id: fresh.id })).news,
    ).toEqual([]);
    const cancelled = (await http().get(`/api/support/cms/news/${fresh.id}`).set(editor))
      .body as CmsNewsOutput;
    expect(cancelled).toMatchObject({ state: 'draft', scheduledAt: null });
  });

  it('keeps revisions, restores one, and refuses stale saves (409 STALE_DRAFT)', async () => {
    const article = await create();
    const second = (await save(editor, article, { content: content('Zweite') }).expect(200))
      .body as CmsNewsOutput;
    expect((await save(admin, article, { content: content('Veraltet') }).expect(409)).body).toMatchObject({
      error: 'STALE_DRAFT',
    });
    const revisions = (
      await http().get(`/api/support/cms/news/${article.id}/revisions`).set(editor).expect(200)
    ).body as RevisionListOutput;
    expect(revisions.items.map((r) => r.title)).toEqual(['Zweite', article.draft.title]);
    const restored = (
      await http()
        .post(`/api/support/cms/news/${article.id}/revisions/${revisions.items[1]?.id}/restore`)
        .set(editor)
        .send({})
        .expect(200)
    ).body as CmsNewsOutput;
    expect(restored.draft.title).toBe(article.draft.title);
    expect(restored.updatedAt > second.updatedAt).toBe(true);
  });

  it('shows a library image as Image with its variants, and the draft behind a preview link', async () => {
    const { asset, sha } = await libraryImage();
    const noAlt = await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({ countryId: 1, slug: uniqueSlug('bild'), content: content('Bild', { imageId: asset.id }) })
      .expect(400);
    expect((noAlt.body as ErrorResponse).message).toMatch(/Alternativtext/);
    await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({
        countryId: 1,
        slug: uniqueSlug('bild'),
        content: content('Bild', { imageId: 999_999, imageAlt: 'x' }),
      })
      .expect(400);

    const article = await create(1, { imageId: asset.id, imageAlt: 'Ein Haus im Schnee' });
    expect(article.image?.src).toBe(`/media/${sha}/original.jpg`);
    const link = (
      await http().post(`/api/support/cms/news/${article.id}/preview-link`).set(editor).send({}).expect(200)
    ).body as PreviewLinkOutput;
    const preview = (
      await http()
        .get(`/api/cms/preview/${link.url.slice('/vorschau/'.length)}`)
        .expect(200)
    ).body as CmsPreviewOutput;
    expect(preview).toMatchObject({
      entity: 'news',
      countryId: 1,
      news: { Title: article.draft.title, ImageAlt: 'Ein Haus im Schnee' },
    });

    await publish(article.id).expect(200);
    const shown = (await detail(article.slug).expect(200)).body as NewsArticleOutput;
    expect(shown.FilePath).toBe(`/media/${sha}/original.jpg`);
    expect(shown.Image?.sources).toEqual([
      { type: 'image/avif', srcset: `/media/${sha}/640.avif 640w` },
      { type: 'image/webp', srcset: `/media/${sha}/640.webp 640w` },
    ]);
  });

  it('keeps a demo article edited in the CMS when the demo seed runs again', async () => {
    const demo = (
      await http()
        .get('/api/support/cms/news')
        .query({ countryId: 3, state: 'published' })
        .set(editor)
        .expect(200)
    ).body as CmsNewsListOutput;
    const row = demo.items.at(-1);
    if (!row) throw new Error('no demo article');
    const article = (await http().get(`/api/support/cms/news/${row.id}`).set(editor).expect(200))
      .body as CmsNewsOutput;
    await save(editor, article, {
      content: { ...article.draft, title: 'Von der Redaktion überarbeitet' },
    }).expect(200);
    await publish(article.id).expect(200);
    await seedDemoNews(app().get(DatabaseService).db);
    expect(((await detail(article.slug, 3).expect(200)).body as NewsArticleOutput).Title).toBe(
      'Von der Redaktion überarbeitet',
    );
  });

  it('answers bad input with a German 400, refuses taken slugs, NUL bytes and broken links, strips script', async () => {
    const bad = await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({ countryId: 9, slug: 'Großes Ü', content: { title: 5 } })
      .expect(400);
    expect((bad.body as ErrorResponse).fieldErrors?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['countryId', 'slug']),
    );
    expect(JSON.stringify(bad.body)).toMatch(/Website|Adresse des Artikels/);
    const article = await create();
    const taken = await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({ countryId: 1, slug: article.slug, content: content('Doppelt') })
      .expect(400);
    expect((taken.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('slug');
    await http()
      .post('/api/support/cms/news')
      .set(editor)
      .send({ countryId: 1, slug: uniqueSlug('nul'), content: content('A\u0000B') })
      .expect(400);
    await http().get('/api/support/cms/news').query({ page: 0 }).set(editor).expect(400);
    await http().get('/api/support/cms/news/0').set(editor).expect(404);

    const scripted = await create(1, {
      body: '<p>Gut</p><script>alert(1)</script><a href="/nirgendwo-xyz" onmouseover="x()">Link</a>',
    });
    expect(scripted.draft.body).not.toMatch(/script|onmouseover/);
    expect(scripted.brokenLinks).toEqual(['/nirgendwo-xyz']);
    expect((await publish(scripted.id).expect(422)).body).toMatchObject({
      error: 'BROKEN_LINKS',
      brokenLinks: ['/nirgendwo-xyz'],
    });

    const list = (
      await http().get('/api/support/cms/news').query({ q: scripted.slug }).set(editor).expect(200)
    ).body as CmsNewsListOutput;
    expect(list).toMatchObject({
      total: 1,
      page: 1,
      pageCount: 1,
      items: [{ id: scripted.id, state: 'draft' }],
    });
  });
  describe('deleting an article (DELETE …/news/{newsId})', () => {
    const remove = (auth: Auth, id: number | string) =>
      http().delete(`/api/support/cms/news/${id}`).set(auth);
    const revisionsOf = (id: number) =>
      db()
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.entity, 'news'), eq(contentRevisions.entityId, id)));
    const usagesOf = (id: number) =>
      db()
        .select()
        .from(mediaUsages)
        .where(and(eq(mediaUsages.user, 'news'), eq(mediaUsages.userId, String(id))));

    it('refuses a published article (409) until it is taken off; then it goes with its revisions and where-used, audited', async () => {
      const { asset } = await libraryImage();
      const article = await create(1, { imageId: asset.id, imageAlt: 'Ein Haus' });
      await publish(article.id).expect(200);
      // Fill the public caches: the site must not keep showing the article from them.
      expect(await firstPageSlugs()).toContain(article.slug);
      await detail(article.slug).expect(200);
      expect(await sitemapPaths()).toContain(`/news/artikel/${article.slug}`);
      expect((await remove(editor, article.id).expect(409)).body).toMatchObject({
        message: expect.stringMatching(/zuerst zurück/),
      });
      expect((await revisionsOf(article.id)).length).toBeGreaterThan(0);
      expect((await usagesOf(article.id)).map((u) => u.assetId)).toEqual([asset.id]);

      await http().post(`/api/support/cms/news/${article.id}/unpublish`).set(editor).send({}).expect(200);
      expect((await remove(editor, article.id).expect(204)).text).toBe('');

      await http().get(`/api/support/cms/news/${article.id}`).set(editor).expect(404);
      await detail(article.slug).expect(404);
      expect(await firstPageSlugs()).not.toContain(article.slug);
      expect(await sitemapPaths()).not.toContain(`/news/artikel/${article.slug}`);
      expect(await revisionsOf(article.id)).toEqual([]);
      expect(await usagesOf(article.id)).toEqual([]);
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'news_article'), eq(auditEvents.entityId, String(article.id))))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit).toMatchObject({
        action: 'content.news.delete',
        before: { countryId: 1, slug: article.slug, title: article.draft.title },
      });
    });

    it('lets an admin delete a draft; a scheduled article is refused (409)', async () => {
      const draft = await create(2);
      await remove(admin, draft.id).expect(204);
      const scheduled = await create(2);
      await publish(scheduled.id, { publishAt: new Date(Date.now() + 3_600_000).toISOString() }).expect(200);
      await remove(editor, scheduled.id).expect(409);
    });

    it('answers an unknown or malformed id with 404 as every news call does (databaseIdPipe), a NUL byte 400', async () => {
      for (const id of ['999999999', '0', 'abc', '1.5', '-1', '1e3', '9'.repeat(30)]) {
        expect([id, (await remove(editor, id)).status]).toEqual([id, 404]);
      }
      expect((await remove(editor, '1%00').expect(400)).body).toMatchObject({ message: expect.any(String) });
    });

    it('two parallel deletes: one 204, the other 404, never a 500', async () => {
      for (let round = 0; round < 3; round++) {
        const article = await create();
        const statuses = (await Promise.all([remove(editor, article.id), remove(admin, article.id)])).map(
          (r) => r.status,
        );
        expect(statuses.sort()).toEqual([204, 404]);
      }
    });
  });
});
