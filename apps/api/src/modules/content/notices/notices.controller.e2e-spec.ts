import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { auditEvents } from '@fuel/db';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { CMS_ROLES, cmsTokenOf, NOT_CMS_ROLES } from '../blocks/cms-access.fixture.js';
import type { CmsNoticeInput } from './dto/cms-notice.input.js';
import type { CmsNoticeListOutput, CmsNoticeOutput, SiteNoticeListOutput } from './dto/cms-notice.output.js';

const PROMPTS = '/api/support/cms/prompts';
const SITE = (countryId: number, placement: string) =>
  `/api/site/${countryId}/notices?placement=${placement}`;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const NOTICE = {
  countryIds: [1],
  placement: 'offer-list',
  tone: 'warning',
  title: 'Lieferzeiten',
  message: 'Lieferzeiten derzeit 3–4 Wochen.',
  linkLabel: 'Mehr erfahren',
  linkUrl: '/info-center',
  startsAt: at(-HOUR),
  endsAt: null,
  priority: 0,
  active: true,
} satisfies CmsNoticeInput;

describe('site notices (/support/cms/prompts)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let editor: string;
  const created: number[] = [];
  const create = async (body: object, status: number, token = editor) => {
    const res = await http().post(PROMPTS).set('Authorization', `Bearer ${token}`).send(body);
    if (res.status === 201) created.push((res.body as CmsNoticeOutput).id);
    expect(res.status).toBe(status);
    return res;
  };
  const site = async (countryId: number, placement: string) =>
    ((await http().get(SITE(countryId, placement)).expect(200)).body as SiteNoticeListOutput).items;
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);
  const messagesOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.flatMap((e) => e.messages);

  beforeAll(async () => {
    editor = await cmsTokenOf(app(), 'Editor');
  });
  // Every test starts without notices, so each sees only its own on the sites.
  afterEach(async () => {
    for (const id of created.splice(0)) {
      await http().delete(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${editor}`);
    }
  });

  it('creates a notice that the placement shows at once, audited; others placements and sites do not', async () => {
    expect(await site(1, 'offer-list')).toEqual([]);
    const res = await create(NOTICE, 201);
    const notice = res.body as CmsNoticeOutput;
    expect(notice).toMatchObject({ ...NOTICE, startsAt: expect.any(String), status: 'live' });
    expect(await site(1, 'offer-list')).toEqual([
      {
        id: notice.id,
        placement: 'offer-list',
        tone: 'warning',
        title: 'Lieferzeiten',
        message: 'Lieferzeiten derzeit 3–4 Wochen.',
        linkLabel: 'Mehr erfahren',
        linkUrl: '/info-center',
      },
    ]);
    expect(await site(1, 'home')).toEqual([]);
    expect(await site(2, 'offer-list')).toEqual([]);
    const [audit] = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'content.notice.create'), eq(auditEvents.entityId, String(notice.id))),
      )
      .orderBy(desc(auditEvents.id));
    expect(audit?.after).toMatchObject({ placement: 'offer-list', message: NOTICE.message });
  });

  it('shows a notice only within its period and while active; the list tells the status', async () => {
    const scheduled = (await create({ ...NOTICE, startsAt: at(HOUR) }, 201)).body as CmsNoticeOutput;
    const ended = (await create({ ...NOTICE, startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }, 201))
      .body as CmsNoticeOutput;
    const off = (await create({ ...NOTICE, active: false }, 201)).body as CmsNoticeOutput;
    const live = (await create({ ...NOTICE, endsAt: at(HOUR) }, 201)).body as CmsNoticeOutput;
    expect([scheduled.status, ended.status, off.status, live.status]).toEqual([
      'scheduled',
      'ended',
      'off',
      'live',
    ]);
    expect((await site(1, 'offer-list')).map((n) => n.id)).toEqual([live.id]);

    const list = await http()
      .get(`${PROMPTS}?countryId=1`)
      .set('Authorization', `Bearer ${editor}`)
      .expect(200);
    const ids = (list.body as CmsNoticeListOutput).items.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([scheduled.id, ended.id, off.id, live.id]));
    const other = await http()
      .get(`${PROMPTS}?countryId=3`)
      .set('Authorization', `Bearer ${editor}`)
      .expect(200);
    expect((other.body as CmsNoticeListOutput).items.map((n) => n.id)).not.toContain(live.id);

    // Switched off by a save: gone from the site at once.
    await http()
      .put(`${PROMPTS}/${live.id}`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ ...NOTICE, active: false })
      .expect(200);
    expect(await site(1, 'offer-list')).toEqual([]);
  });

  it('shows the highest priorities first, at most two of the placement and two of every page', async () => {
    const ids: Record<string, number> = {};
    for (const [name, placement, priority] of [
      ['low', 'prices', 1],
      ['high', 'prices', 5],
      ['mid', 'prices', 3],
      ['all-top', 'all', 10],
      ['all-low', 'all', -5],
      ['all-lowest', 'all', -9],
      ['home', 'home', 50],
    ] as const) {
      const res = await create({ ...NOTICE, countryIds: [2, 3], placement, priority }, 201);
      ids[name] = (res.body as CmsNoticeOutput).id;
    }
    expect((await site(2, 'prices')).map((n) => n.id)).toEqual([
      ids['all-top'],
      ids['high'],
      ids['mid'],
      ids['all-low'],
    ]);
    expect((await site(3, 'home')).map((n) => n.id)).toEqual([ids['home'], ids['all-top'], ids['all-low']]);
    expect((await site(3, 'all')).map((n) => n.id)).toEqual([ids['all-top'], ids['all-low']]);
    expect(await site(1, 'prices')).toEqual([]);
  });

  it.each([['/heizoelpreise?zip=1#a'], ['https://www.example.com/winter']])(
    'accepts the link %s',
    async (linkUrl) => {
      await create({ ...NOTICE, linkUrl }, 201);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['http://www.example.com'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:a@example.com'],
    ['https://user:pass@example.com'],
    ['heizoelpreise'],
  ])('refuses the link %s with a German 400', async (linkUrl) => {
    const res = await create({ ...NOTICE, linkUrl }, 400);
    expect(fieldsOf(res.body)).toEqual(['linkUrl']);
    expect(messagesOf(res.body)).toEqual([
      'Das Linkziel muss ein Pfad dieser Website (z. B. /heizoelpreise) oder eine https-Adresse sein.',
    ]);
  });

  it.each([
    ['a link without its text', { linkLabel: '' }, 'linkLabel', 'Bitte geben Sie einen Linktext an.'],
    ['a link text without link', { linkUrl: null }, 'linkUrl', 'Bitte geben Sie das Linkziel an.'],
    ['an end before the start', { endsAt: at(-2 * HOUR) }, 'endsAt', 'Das Ende muss nach dem Beginn liegen.'],
    [
      'an instant that does not exist',
      { startsAt: '2026-13-45T25:61:00Z' },
      'startsAt',
      'Diesen Zeitpunkt gibt es nicht.',
    ],
    [
      'a date without time',
      { startsAt: '2026-12-01' },
      'startsAt',
      'Bitte geben Sie den Zeitpunkt mit Datum, Uhrzeit und Zeitzone an.',
    ],
    [
      'an unknown placement',
      { placement: 'footer' },
      'placement',
      'Bitte wählen Sie, wo der Hinweis erscheint.',
    ],
    ['the error tone', { tone: 'error' }, 'tone', 'Die Art muss Hinweis, Erfolg oder Achtung sein.'],
    ['no site', { countryIds: [] }, 'countryIds', 'Bitte wählen Sie mindestens eine Website.'],
    ['a site twice', { countryIds: [1, 1] }, 'countryIds', 'Jede Website nur einmal, bitte.'],
    [
      'an unknown site',
      { countryIds: [4] },
      'countryIds',
      'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
    ],
    [
      'an empty message',
      { message: '' },
      'message',
      'Der Text des Hinweises muss 1 bis 400 Zeichen lang sein.',
    ],
    ['a blank message', { message: '   ' }, 'message', 'Bitte geben Sie den Text des Hinweises an.'],
    [
      'a long message',
      { message: 'x'.repeat(401) },
      'message',
      'Der Text des Hinweises muss 1 bis 400 Zeichen lang sein.',
    ],
    ['a fractional priority', { priority: 1.5 }, 'priority', 'Die Priorität muss eine ganze Zahl sein.'],
    ['a huge priority', { priority: 1e9 }, 'priority', 'Die Priorität muss zwischen −1000 und 1000 liegen.'],
    ['active as text', { active: 'ja' }, 'active', 'Aktiv muss ja oder nein sein.'],
  ])('refuses %s with a German 400', async (_name, change, field, message) => {
    const res = await create({ ...NOTICE, ...change }, 400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(messagesOf(res.body)).toContain(message);
  });

  it('refuses NUL bytes, unknown fields and bad site queries', async () => {
    const nul = await create({ ...NOTICE, message: 'a\u0000b' }, 400);
    expect((nul.body as ErrorResponse).message).toContain('NUL');
    const extra = await create({ ...NOTICE, id: 5 }, 400);
    expect(fieldsOf(extra.body)).toEqual(['id']);
    const noPlacement = await http().get('/api/site/1/notices').expect(400);
    expect(fieldsOf(noPlacement.body)).toEqual(['placement']);
    await http().get(SITE(1, 'kopfzeile')).expect(400);
    await http().get(SITE(5, 'home')).expect(400);
  });

  it('saves and deletes, audited; unknown and malformed ids are 404', async () => {
    const id = ((await create(NOTICE, 201)).body as CmsNoticeOutput).id;
    const saved = await http()
      .put(`${PROMPTS}/${id}`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ ...NOTICE, message: 'Neu', priority: 7, title: '  ' })
      .expect(200);
    expect(saved.body).toMatchObject({ id, message: 'Neu', priority: 7, title: null });
    const got = await http().get(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${editor}`).expect(200);
    expect(got.body).toMatchObject({ message: 'Neu' });
    await http().delete(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${editor}`).expect(204);
    expect(await site(1, 'offer-list')).toEqual([]);
    const actions = await app()
      .get(TransactionRunner)
      .db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'siteNotice'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(actions.map((a) => a.action)).toEqual([
      'content.notice.create',
      'content.notice.save',
      'content.notice.delete',
    ]);
    for (const path of [`${PROMPTS}/${id}`, `${PROMPTS}/abc`, `${PROMPTS}/99999999999`, `${PROMPTS}/0`]) {
      const res = await http().get(path).set('Authorization', `Bearer ${editor}`).expect(404);
      expect((res.body as ErrorResponse).message).toBe('Diesen Hinweis gibt es nicht.');
    }
    await http().put(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${editor}`).send(NOTICE).expect(404);
    await http().delete(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${editor}`).expect(404);
  });

  describe('access', () => {
    it.each(CMS_ROLES)('lets %s manage notices', async (role) => {
      const token = await cmsTokenOf(app(), role);
      const id = ((await create(NOTICE, 201, token)).body as CmsNoticeOutput).id;
      await http().get(PROMPTS).set('Authorization', `Bearer ${token}`).expect(200);
      await http().get(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
      await http().put(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${token}`).send(NOTICE).expect(200);
      await http().delete(`${PROMPTS}/${id}`).set('Authorization', `Bearer ${token}`).expect(204);
    });

    it.each(NOT_CMS_ROLES)('refuses %s with 403', async (role) => {
      const token = await cmsTokenOf(app(), role);
      const id = ((await create(NOTICE, 201)).body as CmsNoticeOutput).id;
      const auth = { Authorization: `Bearer ${token}` };
      await http().get(PROMPTS).set(auth).expect(403);
      await http().post(PROMPTS).set(auth).send(NOTICE).expect(403);
      await http().get(`${PROMPTS}/${id}`).set(auth).expect(403);
      await http().put(`${PROMPTS}/${id}`).set(auth).send(NOTICE).expect(403);
      await http().delete(`${PROMPTS}/${id}`).set(auth).expect(403);
    });

    it('refuses anonymous callers with 401; the site call is public and briefly cacheable', async () => {
      await http().get(PROMPTS).expect(401);
      await http().post(PROMPTS).send(NOTICE).expect(401);
      await http().get(`${PROMPTS}/1`).expect(401);
      await http().put(`${PROMPTS}/1`).send(NOTICE).expect(401);
      await http().delete(`${PROMPTS}/1`).expect(401);
      const res = await http().get(SITE(1, 'home')).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });
  });
});
