import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCmsPages } from '@fuel/seed';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { RevisionListOutput } from '../revisions/dto/revision.output.js';
import { staffAuth } from '../publishing/cms-access.fixture.js';
import type { CmsPageListOutput, CmsPageOutput } from './dto/cms-page.output.js';
import type { SitePageListOutput, SitePageOutput } from './dto/site-page.output.js';

const INFO_ARTICLES = ['preisfaktoren', 'tankpflege', 'lieferung', 'zahlung', 'widerrufsrecht'];

/**
 * Issue #16: the seed writes today's info center and legal texts as published pages, once. On a database of
 * its own: the shared one's seeded pages are fair game for the sweeps over every endpoint (odd input, roles).
 */
describe('CMS pages of the seed', () => {
  const databaseUrl = useOwnDatabase('fuel_cms_seed');
  let started: NestExpressApplication | undefined;
  const app = (): NestExpressApplication => {
    if (!started) throw new Error('the test app is not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp({ databaseUrl: databaseUrl() });
    await seedCmsPages(started.get(DatabaseService).db);
  });
  afterAll(async () => {
    await started?.close();
  });
  const http = () => request(app().getHttpServer());
  const sitePage = (countryId: number, path: string) =>
    http()
      .get(`/api/site/${countryId}/pages/by-path`)
      .query({ path })
      .expect(200)
      .then((r) => r.body as SitePageOutput);

  it('publishes the info center with its articles, imprint, privacy notice and terms on every site', async () => {
    for (const countryId of [1, 2, 3]) {
      const info = await sitePage(countryId, '/info-center');
      expect(info.children.map((c) => c.path)).toEqual(INFO_ARTICLES.map((id) => `/info-center/${id}`));
      const imprint = await sitePage(countryId, '/impressum');
      expect(imprint).toMatchObject({ kind: 'imprint', title: 'Impressum' });
      expect(imprint.body).toContain('<h2>Betreiber des Marktplatzes</h2>');
      expect((await sitePage(countryId, '/datenschutz')).kind).toBe('privacy');
      expect((await sitePage(countryId, '/agb')).body).toContain('Stand: ');
      const listed = (await http().get(`/api/site/${countryId}/pages`).expect(200))
        .body as SitePageListOutput;
      expect(listed.items.map((i) => i.path)).toEqual(
        expect.arrayContaining(['/impressum', '/datenschutz', '/agb']),
      );
    }
    // The withdrawal right differs by site (AT: Rücktrittsrecht), the ch site writes ss for ß.
    expect((await sitePage(2, '/info-center/widerrufsrecht')).title).toBe('Rücktrittsrecht bei Heizöl');
    expect((await sitePage(1, '/info-center/widerrufsrecht')).title).toBe('Widerrufsrecht bei Heizöl');
    expect((await sitePage(3, '/info-center/preisfaktoren')).body).toContain('Franken');
    expect((await sitePage(3, '/info-center/lieferung')).body).not.toContain('ß');
  });

  it('shares a page where the text is the same and keeps revisions; a second run changes nothing', async () => {
    const editor = await staffAuth(app(), ['Role_Interaid_Editor']);
    const list = (
      await http().get('/api/support/cms/pages').query({ q: '/info-center' }).set(editor).expect(200)
    ).body as CmsPageListOutput;
    const root = list.items.find((i) => i.path === '/info-center');
    expect(root?.countryIds).toEqual([1, 2, 3]);
    expect(list.items.filter((i) => i.path === '/info-center/widerrufsrecht')).toHaveLength(3);
    const revisions = (
      await http().get(`/api/support/cms/pages/${root?.id}/revisions`).set(editor).expect(200)
    ).body as RevisionListOutput;
    expect(revisions.items).toEqual([
      expect.objectContaining({ action: 'publish', title: 'Info-Center', createdByName: null }),
    ]);

    // An editor's change survives the next start's seed.
    const imprint = (
      await http()
        .get('/api/support/cms/pages')
        .query({ kind: 'imprint', countryId: 1 })
        .set(editor)
        .expect(200)
    ).body as CmsPageListOutput;
    const page = (await http().get(`/api/support/cms/pages/${imprint.items[0]?.id}`).set(editor).expect(200))
      .body as CmsPageOutput;
    await http()
      .put(`/api/support/cms/pages/${page.id}`)
      .set(editor)
      .send({
        parentId: page.parentId,
        kind: page.kind,
        slug: page.slug,
        countryIds: page.countryIds,
        sortOrder: page.sortOrder,
        content: { ...page.draft, title: 'Impressum (geändert)' },
        expectedUpdatedAt: page.updatedAt,
      })
      .expect(200);
    const report = await seedCmsPages(app().get(DatabaseService).db);
    expect(report.created).toBe(0);
    const after = (await http().get(`/api/support/cms/pages/${page.id}`).set(editor).expect(200))
      .body as CmsPageOutput;
    expect(after.draft.title).toBe('Impressum (geändert)');
  });
});
