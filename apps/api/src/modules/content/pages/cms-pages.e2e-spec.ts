import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, contentRevisions } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import type { SitemapOutput } from '../../sitemap/dto/sitemap.output.js';
import { type Auth, REFUSED_ROLES, staffAuth, uniqueSlug } from '../publishing/cms-access.fixture.js';
import { ContentPublishJob } from '../publishing/content-publish.job.js';
import type { CmsPreviewOutput, PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import { PreviewTokenService } from '../publishing/preview-token.service.js';
import type { RevisionListOutput } from '../revisions/dto/revision.output.js';
import type { CreateCmsPageInput } from './dto/cms-page.input.js';
import type { CmsPageListOutput, CmsPageOutput } from './dto/cms-page.output.js';
import type { SitePageListOutput, SitePageOutput } from './dto/site-page.output.js';

const content = (title: string, body = '<p>Text</p>') => ({
  title,
  description: `${title} – Beschreibung`,
  body,
  seoTitle: '',
  seoDescription: '',
  noIndex: false,
});

/** Issue #16: the back office's pages (content.manage) and the sites' page calls. */
describe('CMS pages', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let editor: Auth;
  let admin: Auth;

  const create = async (auth: Auth, input: Partial<CreateCmsPageInput> = {}) => {
    const slug = input.slug ?? uniqueSlug('seite');
    const res = await http()
      .post('/api/support/cms/pages')
      .set(auth)
      .send({ kind: 'landing', slug, countryIds: [1], content: content(`Seite ${slug}`), ...input })
      .expect(201);
    return res.body as CmsPageOutput;
  };
  const save = (auth: Auth, page: CmsPageOutput, changes: Record<string, unknown> = {}) =>
    http()
      .put(`/api/support/cms/pages/${page.id}`)
      .set(auth)
      .send({
        parentId: page.parentId,
        kind: page.kind,
        slug: page.slug,
        countryIds: page.countryIds,
        sortOrder: page.sortOrder,
        content: page.draft,
        expectedUpdatedAt: page.updatedAt,
        ...changes,
      });
  const publish = (auth: Auth, id: number, body: object = {}) =>
    http().post(`/api/support/cms/pages/${id}/publish`).set(auth).send(body);
  const sitePage = (path: string, countryId = 1) =>
    http().get(`/api/site/${countryId}/pages/by-path`).query({ path });
  const sitemapPaths = async (countryId = 1) =>
    (
      (await http().get(`/api/site/${countryId}/sitemap/pages`).expect(200)).body as SitemapOutput
    ).Entries.map((e) => e.Path);

  beforeAll(async () => {
    editor = await staffAuth(app(), ['Role_Interaid_Editor']);
    admin = await staffAuth(app(), ['Role_Interaid_Admin']);
  });

  it('lets editors and admins in, refuses other roles (403) and anonymous callers (401) on every call', async () => {
    const page = await create(editor);
    const calls: [string, string, object?][] = [
      ['get', '/api/support/cms/pages'],
      [
        'post',
        '/api/support/cms/pages',
        { kind: 'landing', slug: uniqueSlug('x'), countryIds: [1], content: content('X') },
      ],
      ['get', `/api/support/cms/pages/${page.id}`],
      ['put', `/api/support/cms/pages/${page.id}`, {}],
      ['post', `/api/support/cms/pages/${page.id}/publish`, {}],
      ['post', `/api/support/cms/pages/${page.id}/unpublish`, {}],
      ['delete', `/api/support/cms/pages/${page.id}`],
      ['get', `/api/support/cms/pages/${page.id}/revisions`],
      ['post', `/api/support/cms/pages/${page.id}/revisions/1/restore`, {}],
      ['post', `/api/support/cms/pages/${page.id}/preview-link`, {}],
    ];
    const send = (method: string, path: string, body?: object) => {
      const req =
        method === 'get'
          ? http().get(path)
          : method === 'delete'
            ? http().delete(path)
            : method === 'put'
              ? http().put(path).send(body)
              : http().post(path).send(body);
      return req;
    };
    for (const [method, path, body] of calls) {
      expect([method, path, (await send(method, path, body)).status]).toEqual([method, path, 401]);
      for (const role of REFUSED_ROLES) {
        const auth = await staffAuth(app(), [role]);
        const res = await send(method, path, body).set(auth);
        expect([role, method, path, res.status]).toEqual([role, method, path, 403]);
      }
    }
    // Editors and admins get past the guard (the calls' own answers vary: 400 for the empty save, …).
    for (const auth of [editor, admin]) {
      expect((await http().get(`/api/support/cms/pages/${page.id}`).set(auth)).status).toBe(200);
      expect((await http().get('/api/support/cms/pages').set(auth)).status).toBe(200);
      expect(
        (await http().post(`/api/support/cms/pages/${page.id}/preview-link`).set(auth).send({})).status,
      ).toBe(200);
      expect((await http().get(`/api/support/cms/pages/${page.id}/revisions`).set(auth)).status).toBe(200);
    }
  });

  it('keeps drafts off the sites; publishing shows the page at once, a later draft only when published', async () => {
    const page = await create(editor, { countryIds: [1, 2] });
    expect(page).toMatchObject({ state: 'draft', published: null, hasDraft: true, path: `/${page.slug}` });
    expect((await sitePage(page.path).expect(404)).body).toMatchObject({ error: 'NOT_FOUND' });
    expect(await sitemapPaths()).not.toContain(page.path);

    const published = (await publish(editor, page.id).expect(200)).body as CmsPageOutput;
    expect(published).toMatchObject({
      state: 'published',
      hasDraft: false,
      published: { title: page.draft.title },
    });
    for (const countryId of [1, 2]) {
      const shown = (await sitePage(page.path, countryId).expect(200)).body as SitePageOutput;
      expect(shown).toMatchObject({ id: page.id, title: page.draft.title, seoTitle: page.draft.title });
    }
    await sitePage(page.path, 3).expect(404);
    expect(await sitemapPaths()).toContain(page.path);
    const listed = (await http().get('/api/site/1/pages').query({ kind: 'landing' }).expect(200))
      .body as SitePageListOutput;
    expect(listed.items.map((i) => i.path)).toContain(page.path);

    const saved = (await save(editor, published, { content: content('Neuer Titel') }).expect(200))
      .body as CmsPageOutput;
    expect(saved).toMatchObject({
      hasDraft: true,
      draft: { title: 'Neuer Titel' },
      published: { title: page.draft.title },
    });
    expect(((await sitePage(page.path).expect(200)).body as SitePageOutput).title).toBe(page.draft.title);
    await publish(editor, page.id).expect(200);
    expect(((await sitePage(page.path).expect(200)).body as SitePageOutput).title).toBe('Neuer Titel');

    const [audit] = await app()
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'cms_page'), eq(auditEvents.entityId, String(page.id))))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.action).toBe('content.page.publish');
  });

  it('unpublishing answers 410 on the site and takes the page out of the sitemap and lists', async () => {
    const page = await create(editor);
    await publish(editor, page.id).expect(200);
    await sitePage(page.path).expect(200);
    const off = (
      await http().post(`/api/support/cms/pages/${page.id}/unpublish`).set(editor).send({}).expect(200)
    ).body as CmsPageOutput;
    expect(off.state).toBe('unpublished');
    expect((await sitePage(page.path).expect(410)).body).toMatchObject({ error: 'GONE' });
    expect(await sitemapPaths()).not.toContain(page.path);
    const listed = (await http().get('/api/site/1/pages').expect(200)).body as SitePageListOutput;
    expect(listed.items.map((i) => i.path)).not.toContain(page.path);
    // Taken off, without children: it may go, and its history with it.
    await http().delete(`/api/support/cms/pages/${page.id}`).set(editor).expect(204);
    await sitePage(page.path).expect(404);
    const history = await app()
      .get(DatabaseService)
      .db.select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.entity, 'page'), eq(contentRevisions.entityId, page.id)));
    expect(history).toEqual([]);
  });

  it('publishes a scheduled page through the content.publish job at its time', async () => {
    const page = await create(editor);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = (await publish(editor, page.id, { publishAt: at.toISOString() }).expect(200))
      .body as CmsPageOutput;
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledAt: at.toISOString(), published: null });
    await sitePage(page.path).expect(404);
    await http().delete(`/api/support/cms/pages/${page.id}`).set(editor).expect(409);

    const job = app().get(ContentPublishJob);
    const only = { entity: 'page', id: page.id } as const;
    expect((await job.publishDue(new Date(at.getTime() - 1000), only)).pages).toEqual([]);
    expect((await job.publishDue(new Date(at.getTime() + 1000), only)).pages).toEqual([page.id]);
    // Idempotent: a second run (a job sent twice) publishes nothing again.
    expect((await job.publishDue(new Date(at.getTime() + 2000), only)).pages).toEqual([]);
    expect(((await sitePage(page.path).expect(200)).body as SitePageOutput).title).toBe(page.draft.title);
  });

  it('keeps revisions and restores one as the draft', async () => {
    const page = await create(editor);
    const second = (await save(editor, page, { content: content('Zweite Fassung') }).expect(200))
      .body as CmsPageOutput;
    await save(editor, second, { content: content('Dritte Fassung') }).expect(200);
    const revisions = (
      await http().get(`/api/support/cms/pages/${page.id}/revisions`).set(editor).expect(200)
    ).body as RevisionListOutput;
    expect(revisions.items.map((r) => [r.action, r.title])).toEqual([
      ['save', 'Dritte Fassung'],
      ['save', 'Zweite Fassung'],
      ['save', page.draft.title],
    ]);
    expect(revisions.items[0]?.createdByName).toBe('Erika Mustermann');
    const first = revisions.items[2];
    const restored = (
      await http()
        .post(`/api/support/cms/pages/${page.id}/revisions/${first?.id}/restore`)
        .set(admin)
        .send({})
        .expect(200)
    ).body as CmsPageOutput;
    expect(restored.draft.title).toBe(page.draft.title);
    const after = (await http().get(`/api/support/cms/pages/${page.id}/revisions`).set(editor).expect(200))
      .body as RevisionListOutput;
    expect(after.items[0]?.action).toBe('restore');
    // Another page's revision is none of this page's.
    const other = await create(editor);
    await http()
      .post(`/api/support/cms/pages/${other.id}/revisions/${first?.id}/restore`)
      .set(editor)
      .send({})
      .expect(404);
  });

  it('refuses a save over someone else’s newer save (409 STALE_DRAFT)', async () => {
    const page = await create(editor);
    await save(editor, page, { content: content('Editorin A') }).expect(200);
    const res = await save(admin, page, { content: content('Editor B') }).expect(409);
    expect((res.body as ErrorResponse).error).toBe('STALE_DRAFT');
    const [a, b] = await Promise.all([
      save(editor, (await http().get(`/api/support/cms/pages/${page.id}`).set(editor)).body as CmsPageOutput),
      save(admin, (await http().get(`/api/support/cms/pages/${page.id}`).set(admin)).body as CmsPageOutput),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('gives a path to one page per site (409 PATH_TAKEN), also for two parallel creates', async () => {
    const page = await create(editor, { countryIds: [1] });
    const clash = await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'landing', slug: page.slug, countryIds: [1, 3], content: content('Doppelt') })
      .expect(409);
    expect((clash.body as ErrorResponse).error).toBe('PATH_TAKEN');
    // Another site may have its own page at the same path (a text that differs per site).
    await create(editor, { slug: page.slug, countryIds: [2] });

    const slug = uniqueSlug('parallel');
    const both = await Promise.all(
      [1, 2].map(() =>
        http()
          .post('/api/support/cms/pages')
          .set(editor)
          .send({ kind: 'faq', slug, countryIds: [3], content: content('P') }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = (
      await http().get('/api/support/cms/pages').query({ countryId: 3, q: slug }).set(editor).expect(200)
    ).body as CmsPageListOutput;
    expect(list.items).toHaveLength(1);
  });

  it('moves children with their parent and lists the tree in order', async () => {
    const parent = await create(editor, { kind: 'info-center' });
    const child = await create(editor, { kind: 'info-center', parentId: parent.id, slug: 'kind' });
    expect(child.path).toBe(`${parent.path}/kind`);
    const slug = uniqueSlug('neu');
    await save(editor, parent, { slug }).expect(200);
    const moved = (await http().get(`/api/support/cms/pages/${child.id}`).set(editor).expect(200))
      .body as CmsPageOutput;
    expect(moved.path).toBe(`/${slug}/kind`);
    const tree = (await http().get('/api/support/cms/pages').query({ q: slug }).set(editor).expect(200))
      .body as CmsPageListOutput;
    expect(tree.items.map((i) => i.id)).toEqual([parent.id, child.id]);
    await http().delete(`/api/support/cms/pages/${parent.id}`).set(editor).expect(409);
    // A page cannot hang below itself.
    const cycle = await save(
      editor,
      (await http().get(`/api/support/cms/pages/${parent.id}`).set(editor)).body as CmsPageOutput,
      { parentId: child.id },
    ).expect(400);
    expect((cycle.body as ErrorResponse).message).toMatch(/unter sich selbst/);
    // Published children appear on the parent's page (the info center's list).
    await publish(editor, child.id).expect(200);
    await publish(editor, parent.id).expect(200);
    const shown = (await sitePage(`/${slug}`).expect(200)).body as SitePageOutput;
    expect(shown.children).toEqual([
      { path: `/${slug}/kind`, title: child.draft.title, description: child.draft.description },
    ]);
  });

  it('refuses to publish internal links to no published page (422 BROKEN_LINKS)', async () => {
    const target = await create(editor);
    const page = await create(editor, {
      content: content(
        'Links',
        `<p><a href="${target.path}">Ziel</a> <a href="/heizoelpreise">Preise</a> <a href="/gibt-es-nicht">Weg</a> <a href="https://example.com/x">extern</a></p>`,
      ),
    });
    const refused = await publish(editor, page.id).expect(422);
    expect(refused.body).toMatchObject({
      error: 'BROKEN_LINKS',
      brokenLinks: ['/gibt-es-nicht', target.path].sort(),
    });
    expect(
      ((await http().get(`/api/support/cms/pages/${page.id}`).set(editor)).body as CmsPageOutput).brokenLinks,
    ).toHaveLength(2);
    await publish(editor, target.id).expect(200);
    expect((await publish(editor, page.id).expect(422)).body).toMatchObject({
      brokenLinks: ['/gibt-es-nicht'],
    });
  });

  it('shows the draft behind a valid preview link only; tampered and expired links are 404', async () => {
    const page = await create(editor);
    const link = (
      await http().post(`/api/support/cms/pages/${page.id}/preview-link`).set(editor).send({}).expect(200)
    ).body as PreviewLinkOutput;
    expect(link.url).toMatch(/^\/vorschau\/page\.\d+\.\d+\.[\w-]{43}$/);
    const token = link.url.slice('/vorschau/'.length);
    await save(editor, page, { content: content('Vorschau-Fassung') }).expect(200);
    const res = await http().get(`/api/cms/preview/${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body as CmsPreviewOutput).toMatchObject({
      entity: 'page',
      countryId: 1,
      page: { title: 'Vorschau-Fassung' },
    });

    const [entity, id, expiry, signature] = token.split('.');
    const tampered = [
      `${entity}.${Number(id) + 1}.${expiry}.${signature}`,
      `${entity}.${id}.${Number(expiry) + 60}.${signature}`,
      `news.${id}.${expiry}.${signature}`,
      'kaputt',
    ];
    for (const bad of tampered) {
      expect((await http().get(`/api/cms/preview/${bad}`).expect(404)).body).toMatchObject({
        error: 'NOT_FOUND',
      });
    }
    const old = app()
      .get(PreviewTokenService)
      .sign('page', page.id, new Date(Date.now() - 2 * 86_400_000));
    await http().get(`/api/cms/preview/${old.token}`).expect(404);
  });

  it('answers bad input with a German 400, refuses NUL bytes and reserved paths, strips script from bodies', async () => {
    const bad = await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'blog', slug: 'Mit Leerzeichen', countryIds: [4], content: { title: '' } });
    expect(bad.status).toBe(400);
    const body = bad.body as ErrorResponse;
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['kind', 'slug', 'countryIds']),
    );
    expect(JSON.stringify(body.fieldErrors)).toMatch(/Seitenart|Adressteil|Website/);

    const reserved = await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'landing', slug: 'news', countryIds: [1], content: content('N') })
      .expect(400);
    expect((reserved.body as ErrorResponse).message).toMatch(/gehört zum Shop/);
    await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'landing', slug: uniqueSlug('nul'), countryIds: [1], content: content('Null\u0000Byte') })
      .expect(400);
    await http().get('/api/site/1/pages/by-path').query({ path: 'ohne-schraegstrich' }).expect(400);
    await http().get('/api/support/cms/pages/abc').set(editor).expect(404);
    await http()
      .post('/api/support/cms/pages/1/publish')
      .set(editor)
      .send({ publishAt: 'morgen' })
      .expect(400);

    const page = await create(editor, {
      content: content(
        'Skript',
        '<p onclick="alert(1)">Hallo<script>alert(1)</script></p><img src="https://evil.example/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      ),
    });
    expect(page.draft.body).not.toMatch(/script|onclick|onerror|javascript:|evil/);
    expect(page.draft.body).toContain('Hallo');
  });
});
