import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import type { CmsNewsOutput } from '../news/dto/cms-news.output.js';
import type { CmsPageOutput } from '../pages/dto/cms-page.output.js';
import { type Auth, staffAuth, uniqueSlug } from './cms-access.fixture.js';
import { CONTENT_PUBLISH_JOB } from './content-publish.job-name.js';

const pageContent = (title: string, body = '<p>Text</p>') => ({
  title,
  description: '',
  body,
  seoTitle: '',
  seoDescription: '',
  noIndex: false,
});
const newsContent = (title: string) => ({
  title,
  teaser: '',
  body: '<p>Text</p>',
  author: 'Redaktion',
  featured: false,
  imageId: null,
  imageAlt: null,
});

/** Issue #16: the CMS calls under odd, huge and concurrent input. */
describe('CMS input', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let editor: Auth;

  const createPage = async (slug = uniqueSlug('eingabe')) =>
    (
      await http()
        .post('/api/support/cms/pages')
        .set(editor)
        .send({ kind: 'faq', slug, countryIds: [2], content: pageContent(`Seite ${slug}`) })
        .expect(201)
    ).body as CmsPageOutput;
  const createNews = async () =>
    (
      await http()
        .post('/api/support/cms/news')
        .set(editor)
        .send({ countryId: 2, slug: uniqueSlug('eingabe'), content: newsContent('Artikel') })
        .expect(201)
    ).body as CmsNewsOutput;

  beforeAll(async () => {
    editor = await staffAuth(app(), ['Role_Interaid_Editor']);
  });

  it('refuses a body over the limit with a German 400 and a request over 1 MB with 413', async () => {
    const tooLong = await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({
        kind: 'faq',
        slug: uniqueSlug('lang'),
        countryIds: [2],
        content: pageContent('Lang', 'x'.repeat(200_001)),
      })
      .expect(400);
    expect((tooLong.body as ErrorResponse).fieldErrors?.[0]).toEqual({
      field: 'content.body',
      messages: ['Der Text darf höchstens 200.000 Zeichen lang sein.'],
    });
    await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({
        kind: 'faq',
        slug: uniqueSlug('riesig'),
        countryIds: [2],
        content: pageContent('Riesig', 'x'.repeat(1_100_000)),
      })
      .expect(413);
    const manySites = await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'faq', slug: uniqueSlug('x'), countryIds: [1, 1], content: pageContent('X') })
      .expect(400);
    expect((manySites.body as ErrorResponse).message).toMatch(/countryIds/);
    await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'faq', slug: 'a'.repeat(81), countryIds: [2], content: pageContent('X') })
      .expect(400);
    await http()
      .post('/api/support/cms/pages')
      .set(editor)
      .send({ kind: 'faq', slug: uniqueSlug('x'), countryIds: [2], content: pageContent('X'), extra: 1 })
      .expect(400);
  });

  it('publishes at once for a publishAt in the past or null; unpublishing a draft keeps it a draft', async () => {
    const page = await createPage();
    const never = (
      await http().post(`/api/support/cms/pages/${page.id}/unpublish`).set(editor).send({}).expect(200)
    ).body as CmsPageOutput;
    expect(never.state).toBe('draft');
    // Without a body at all, as a plain client calls them.
    await http().post(`/api/support/cms/pages/${page.id}/unpublish`).set(editor).expect(200);
    const now = (await http().post(`/api/support/cms/pages/${page.id}/publish`).set(editor).expect(200))
      .body as CmsPageOutput;
    expect(now.state).toBe('published');
    const past = (
      await http()
        .post(`/api/support/cms/pages/${page.id}/publish`)
        .set(editor)
        .send({ publishAt: '2020-01-01T00:00:00.000Z' })
        .expect(200)
    ).body as CmsPageOutput;
    expect(past).toMatchObject({ state: 'published', scheduledAt: null });
    const news = await createNews();
    const published = (
      await http()
        .post(`/api/support/cms/news/${news.id}/publish`)
        .set(editor)
        .send({ publishAt: null })
        .expect(200)
    ).body as CmsNewsOutput;
    expect(published.state).toBe('published');
  });

  it('runs the registered content.publish job: what is due goes live, what is not yet waits', async () => {
    const jobs = app().get(JobQueue);
    expect(jobs.names).toContain(CONTENT_PUBLISH_JOB);
    const soon = await createPage();
    const later = await createPage();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await http()
      .post(`/api/support/cms/pages/${soon.id}/publish`)
      .set(editor)
      .send({ publishAt: at(1000) })
      .expect(200);
    await http()
      .post(`/api/support/cms/pages/${later.id}/publish`)
      .set(editor)
      .send({ publishAt: at(3_600_000) })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // The minute's sweep (no data) publishes everything due.
    await jobs.run(CONTENT_PUBLISH_JOB, {});
    await http().get('/api/site/2/pages/by-path').query({ path: soon.path }).expect(200);
    await http().get('/api/site/2/pages/by-path').query({ path: later.path }).expect(404);
    const waiting = (await http().get(`/api/support/cms/pages/${later.id}`).set(editor).expect(200))
      .body as CmsPageOutput;
    expect(waiting.state).toBe('scheduled');
  });

  it('deletes a never-published page; unknown and malformed ids and revisions are 404', async () => {
    const page = await createPage();
    await http().delete(`/api/support/cms/pages/${page.id}`).set(editor).expect(204);
    await http().get(`/api/support/cms/pages/${page.id}`).set(editor).expect(404);
    await http().delete(`/api/support/cms/pages/${page.id}`).set(editor).expect(404);
    await http().get('/api/support/cms/pages/99999999999').set(editor).expect(404);
    await http().get('/api/support/cms/news/1e3').set(editor).expect(404);
    const news = await createNews();
    await http()
      .post(`/api/support/cms/news/${news.id}/revisions/abc/restore`)
      .set(editor)
      .send({})
      .expect(404);
    await http()
      .post(`/api/support/cms/news/${news.id}/revisions/999999999/restore`)
      .set(editor)
      .send({})
      .expect(404);
    await http().post('/api/support/cms/news/999999/preview-link').set(editor).send({}).expect(404);
  });

  it('renames two articles to one free slug at once: one wins, the other gets a German 400', async () => {
    const [a, b] = await Promise.all([createNews(), createNews()]);
    if (!a || !b) throw new Error('articles missing');
    const slug = uniqueSlug('gleich');
    const results = await Promise.all(
      [a, b].map((article) =>
        http()
          .put(`/api/support/cms/news/${article.id}`)
          .set(editor)
          .send({ slug, content: article.draft, expectedUpdatedAt: article.updatedAt }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect((refused?.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('slug');
  });
});
