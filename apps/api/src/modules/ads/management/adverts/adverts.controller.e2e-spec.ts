import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { adCampaignAdverts, adCampaigns, adDailyStats, adSlots, adStylesheets, auditEvents } from '@fuel/db';
import { STYLES_FILE_NAME_PATTERN } from '@fuel/domain/ads';
import { DEMO_ACCOUNT_PASSWORD, seedDemoAccounts } from '@fuel/seed';
import { testConfig, useSeededTestApp } from '../../../../../test/test-app.js';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';
import type { ErrorResponse } from '../../../../core/http/error-response.js';
import { randomClientAddress, sessionFrom } from '../../../accounts/accounts.fixture.js';
import { cmsTokenOf } from '../../../content/blocks/cms-access.fixture.js';
import { imageWithGps } from '../../../content/media/media.fixture.js';
import type { AdvertInput } from './dto/advert.input.js';
import type { AdvertImageListOutput, AdvertListOutput, AdvertOutput } from './dto/advert.output.js';

const ADVERTS = '/api/support/adverts';
const LINK = 'rel="sponsored noopener noreferrer" target="_blank"';
const ADVERT = {
  name: 'Winteraktion Heizöl',
  advertiser: 'Mustermann Energie GmbH',
  html: '<div class="box"><h2>Heizöl im Winter</h2><a href="https://www.example.com/winter">Jetzt bestellen</a></div>',
  linkUrl: 'https://www.example.com/winter',
} satisfies AdvertInput;

describe('adverts back office (/support/adverts)', () => {
  const app = useSeededTestApp({
    media: {
      ...testConfig().media,
      storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'fuel-ads-')) },
    },
  });
  const http = () => request(app().getHttpServer());
  const db = () => app().get(TransactionRunner).db;
  let manager: string;
  const created: number[] = [];
  const auth = (token = manager) => ({ Authorization: `Bearer ${token}` });
  const create = async (body: object, status = 201, token = manager) => {
    const res = await http().post(ADVERTS).set(auth(token)).send(body);
    if (res.status === 201) created.push((res.body as AdvertOutput).id);
    expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status });
    return res;
  };
  const createAdvert = async (body: object = ADVERT) => (await create(body)).body as AdvertOutput;
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);
  const messagesOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.flatMap((e) => e.messages);
  const auditActions = async (id: number) =>
    (
      await db()
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'advert'), eq(auditEvents.entityId, String(id))))
        .orderBy(asc(auditEvents.id))
    ).map((row) => row.action);

  beforeAll(async () => {
    // The demo ad manager of the README signs in with the documented password.
    await seedDemoAccounts(db());
    const res = await http()
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: 'werbung@example.com', Password: DEMO_ACCOUNT_PASSWORD })
      .expect(200);
    manager = sessionFrom(res).token;
  }, 60_000);
  afterAll(async () => {
    for (const id of created) await http().delete(`${ADVERTS}/${id}`).set(auth());
  });

  it('creates, reads, lists, saves and deletes an advert, each change audited', async () => {
    const advert = await createAdvert();
    expect(advert).toMatchObject({
      ...ADVERT,
      html: `<div class="box"><h2>Heizöl im Winter</h2><a href="https://www.example.com/winter" ${LINK}>Jetzt bestellen</a></div>`,
      stylesFileName: null,
      css: null,
      campaigns: [],
      htmlAdjusted: false,
    });
    const got = await http().get(`${ADVERTS}/${advert.id}`).set(auth()).expect(200);
    expect(got.body).toEqual(advert);

    const list = await http()
      .get(`${ADVERTS}?q=${encodeURIComponent('MUSTERMANN energie')}`)
      .set(auth())
      .expect(200);
    expect((list.body as AdvertListOutput).items).toContainEqual({
      id: advert.id,
      name: ADVERT.name,
      advertiser: ADVERT.advertiser,
      linkUrl: ADVERT.linkUrl,
      stylesFileName: null,
      campaignCount: 0,
      updatedAt: advert.updatedAt,
    });
    const none = await http()
      .get(`${ADVERTS}?q=${encodeURIComponent('%_niemand')}`)
      .set(auth())
      .expect(200);
    expect((none.body as AdvertListOutput).items).toEqual([]);

    const saved = await http()
      .put(`${ADVERTS}/${advert.id}`)
      .set(auth())
      .send({ ...ADVERT, name: '  Frühjahr  ', html: '<p>Neu</p>', linkUrl: '' })
      .expect(200);
    expect(saved.body).toMatchObject({ id: advert.id, name: 'Frühjahr', html: '<p>Neu</p>', linkUrl: null });

    await http().delete(`${ADVERTS}/${advert.id}`).set(auth()).expect(204);
    await http().get(`${ADVERTS}/${advert.id}`).set(auth()).expect(404);
    expect(await auditActions(advert.id)).toEqual([
      'ads.advert.create',
      'ads.advert.save',
      'ads.advert.delete',
    ]);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'ads.advert.save'), eq(auditEvents.entityId, String(advert.id))));
    expect(audit?.before).toMatchObject({ name: ADVERT.name, linkUrl: ADVERT.linkUrl });
    expect(audit?.after).toMatchObject({ name: 'Frühjahr', linkUrl: null, htmlBytes: 10 });
  });

  it('sanitises the HTML on save and says so', async () => {
    const advert = await createAdvert({
      ...ADVERT,
      html:
        '<p onclick="alert(1)">Hallo<script>alert(1)</script></p><img src="https://evil.example/x.png">' +
        '<a href="javascript:alert(1)">Los</a><iframe src="https://evil.example"></iframe>',
    });
    expect(advert.html).toBe(`<p>Hallo</p><a ${LINK}>Los</a>`);
    expect(advert.htmlAdjusted).toBe(true);
    const saved = await http().put(`${ADVERTS}/${advert.id}`).set(auth()).send(ADVERT).expect(200);
    expect((saved.body as AdvertOutput).htmlAdjusted).toBe(false);
    const onlyScript = await create({ ...ADVERT, html: '<script>alert(1)</script>' }, 400);
    expect(messagesOf(onlyScript.body)).toEqual([
      'Vom HTML bleibt nach dem Bereinigen nichts übrig. Bitte prüfen Sie den Inhalt.',
    ]);
  });

  it('offers the library’s images and records where the advert uses one', async () => {
    const editor = await cmsTokenOf(app(), 'Editor');
    const title = `Anzeigenbild ${Date.now()}`;
    const upload = await http()
      .post('/api/support/cms/media')
      .set(auth(editor))
      .field('title', title)
      .field('altText', 'Tankwagen')
      .attach('file', await imageWithGps('jpeg', 320, 200, Date.now() % 100_000), 'tankwagen.jpg')
      .expect(201);
    const assetId = (upload.body as { id: number }).id;
    const images = await http()
      .get(`${ADVERTS}/images?q=${encodeURIComponent(title)}&page=1`)
      .set(auth())
      .expect(200);
    const list = images.body as AdvertImageListOutput;
    expect(list).toMatchObject({ page: 1, pageCount: 1 });
    expect(list.items).toEqual([
      {
        id: assetId,
        src: expect.stringMatching(/^\/media\/[0-9a-f]{64}\//),
        alt: 'Tankwagen',
        title,
        width: 320,
        height: 200,
      },
    ]);
    const src = list.items[0]?.src ?? '';

    const advert = await createAdvert({ ...ADVERT, html: `<p><img src="${src}" alt="Tankwagen"></p>` });
    expect(advert).toMatchObject({
      html: `<p><img src="${src}" alt="Tankwagen" /></p>`,
      htmlAdjusted: false,
    });
    const usage = await http().get(`/api/support/cms/media/${assetId}`).set(auth(editor)).expect(200);
    expect((usage.body as { usages: { user: string; userId: string }[] }).usages).toContainEqual({
      user: 'advert',
      userId: String(advert.id),
      label: `Anzeige ${advert.id}`,
      link: `/support/adverts/${advert.id}`,
    });
    await http().delete(`${ADVERTS}/${advert.id}`).set(auth()).expect(204);
    const after = await http().get(`/api/support/cms/media/${assetId}`).set(auth(editor)).expect(200);
    expect((after.body as { usages: unknown[] }).usages).toEqual([]);

    await http().get(`${ADVERTS}/images?page=0`).set(auth()).expect(400);
    await http()
      .get(`${ADVERTS}/images?q=${'x'.repeat(101)}`)
      .set(auth())
      .expect(400);
  });

  it('saves a stylesheet scoped to the advert under a name from its content, and removes it', async () => {
    const advert = await createAdvert();
    const put = (css: string) => http().put(`${ADVERTS}/${advert.id}/stylesheet`).set(auth()).send({ css });
    const first = (
      await put('body{margin:0} .box{background:url(https://evil.example/x.png);color:#333}').expect(200)
    ).body as AdvertOutput;
    expect(first.css).toBe('.advert{margin:0} .advert .box{color:#333}');
    const hash = createHash('sha256')
      .update(first.css ?? '')
      .digest('hex')
      .slice(0, 12);
    expect(first.stylesFileName).toBe(`advert-${advert.id}-${hash}.css`);
    expect(first.stylesFileName).toMatch(STYLES_FILE_NAME_PATTERN);

    // The delivery serves it under that name.
    const served = await http()
      .get(`/api/iam/content/css/${first.stylesFileName ?? ''}`)
      .expect(200);
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(served.text).toBe(first.css);

    const other = (await put('h2{color:red}').expect(200)).body as AdvertOutput;
    expect(other.stylesFileName).not.toBe(first.stylesFileName);
    // The same content again, also ten times at once: the same file, no second row.
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        put('body{margin:0} .box{background:url(https://evil.example/x.png);color:#333}'),
      ),
    );
    expect(new Set(again.map((res) => `${res.status} ${(res.body as AdvertOutput).stylesFileName}`))).toEqual(
      new Set([`200 ${first.stylesFileName}`]),
    );
    const rows = await db().select().from(adStylesheets).where(eq(adStylesheets.advertId, advert.id));
    expect(rows.map((row) => row.fileName).sort()).toEqual(
      [first.stylesFileName, other.stylesFileName].sort(),
    );
    const list = await http().get(ADVERTS).set(auth()).expect(200);
    expect((list.body as AdvertListOutput).items.find((row) => row.id === advert.id)?.stylesFileName).toBe(
      first.stylesFileName,
    );

    const removed = await http().delete(`${ADVERTS}/${advert.id}/stylesheet`).set(auth()).expect(200);
    expect(removed.body).toMatchObject({ stylesFileName: null, css: null });
    expect(await auditActions(advert.id)).toEqual([
      'ads.advert.create',
      'ads.advert.stylesheet.save',
      'ads.advert.stylesheet.save',
      ...Array.from({ length: 10 }, () => 'ads.advert.stylesheet.save'),
      'ads.advert.stylesheet.remove',
    ]);
  });

  it.each([
    [
      'that does not parse',
      'p{color:red',
      'Das Stylesheet ist kein gültiges CSS (z. B. eine nicht geschlossene Klammer oder Zeichenkette).',
    ],
    [
      'that is all refused',
      '@import url(https://evil.example/x.css);',
      'Vom Stylesheet bleibt nach dem Bereinigen nichts übrig.',
    ],
    [
      'that is too long',
      `p{content:"${'x'.repeat(20_000)}"}`,
      'Das Stylesheet darf höchstens 20.000 Byte lang sein.',
    ],
    [
      'that grows too long by its scope',
      'a{}'.repeat(6000),
      'Das Stylesheet darf höchstens 20.000 Byte lang sein.',
    ],
    ['that is empty', '', 'Bitte geben Sie das Stylesheet an.'],
  ])('refuses a stylesheet %s with a German 400', async (_name, css, message) => {
    const advert = await createAdvert();
    const res = await http().put(`${ADVERTS}/${advert.id}/stylesheet`).set(auth()).send({ css }).expect(400);
    expect(fieldsOf(res.body)).toEqual(['css']);
    expect(messagesOf(res.body)).toContain(message);
  });

  it('refuses to delete an advert a campaign shows (409), and one with figures', async () => {
    const advert = await createAdvert();
    const [campaign] = await db()
      .insert(adCampaigns)
      .values({
        name: 'Testkampagne B1',
        campaignTypeId: 2,
        startsAt: new Date(),
        countryIds: [1],
        weight: 1,
      })
      .returning();
    if (!campaign) throw new Error('no campaign');
    await db().insert(adCampaignAdverts).values({ campaignId: campaign.id, advertId: advert.id });
    const got = await http().get(`${ADVERTS}/${advert.id}`).set(auth()).expect(200);
    expect((got.body as AdvertOutput).campaigns).toEqual([{ id: campaign.id, name: 'Testkampagne B1' }]);

    const refused = await http().delete(`${ADVERTS}/${advert.id}`).set(auth()).expect(409);
    expect(refused.body).toMatchObject({ error: 'AD_ADVERT_IN_USE' });
    expect((refused.body as ErrorResponse).message).toContain('Diese Anzeige ist einer Kampagne zugeordnet');
    expect((refused.body as ErrorResponse).message).toContain('Testkampagne B1');

    // Taken out of the campaign, its figures still count for the campaign.
    const [slot] = await db()
      .insert(adSlots)
      .values({
        key: `b1-test-${Date.now()}`,
        name: 'Test',
        slotTypeId: 2,
        width: 300,
        height: 250,
        countryIds: [1],
      })
      .returning();
    if (!slot) throw new Error('no slot');
    await db().insert(adDailyStats).values({
      day: '2026-11-24',
      campaignId: campaign.id,
      advertId: advert.id,
      slotId: slot.id,
      impressions: 3,
    });
    await db().delete(adCampaignAdverts).where(eq(adCampaignAdverts.advertId, advert.id));
    const figures = await http().delete(`${ADVERTS}/${advert.id}`).set(auth()).expect(409);
    expect((figures.body as ErrorResponse).message).toBe(
      'Für diese Anzeige wurden schon Einblendungen gezählt; sie bleibt für die Zahlen erhalten.',
    );

    await db().delete(adCampaigns).where(eq(adCampaigns.id, campaign.id));
    await db().delete(adSlots).where(eq(adSlots.id, slot.id));
    await http().delete(`${ADVERTS}/${advert.id}`).set(auth()).expect(204);
    expect(await auditActions(advert.id)).toEqual(['ads.advert.create', 'ads.advert.delete']);
  });

  it('answers unknown and malformed ids with a German 404, also /images is no id', async () => {
    for (const id of ['999999999', 'abc', '0', '-1', '99999999999', '1.5']) {
      for (const [method, path] of [
        ['get', `${ADVERTS}/${id}`],
        ['put', `${ADVERTS}/${id}`],
        ['delete', `${ADVERTS}/${id}`],
        ['put', `${ADVERTS}/${id}/stylesheet`],
        ['delete', `${ADVERTS}/${id}/stylesheet`],
      ] as const) {
        const body = path.endsWith('stylesheet') ? { css: 'p{}' } : ADVERT;
        const res = await http()[method](path).set(auth()).send(body);
        expect({ path: `${method} ${path}`, status: res.status }).toEqual({
          path: `${method} ${path}`,
          status: 404,
        });
        expect((res.body as ErrorResponse).message).toBe('Diese Anzeige gibt es nicht.');
      }
    }
    await http().get(`${ADVERTS}/images`).set(auth()).expect(200);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Der Name muss 1 bis 120 Zeichen lang sein.'],
    ['a blank name', { name: '   ' }, 'name', 'Bitte geben Sie einen Namen an.'],
    ['a long name', { name: 'x'.repeat(121) }, 'name', 'Der Name muss 1 bis 120 Zeichen lang sein.'],
    [
      'a long advertiser',
      { advertiser: 'x'.repeat(121) },
      'advertiser',
      'Der Werbetreibende muss 1 bis 120 Zeichen lang sein.',
    ],
    ['a blank advertiser', { advertiser: ' ' }, 'advertiser', 'Bitte geben Sie den Werbetreibenden an.'],
    ['no HTML', { html: '' }, 'html', 'Bitte geben Sie das HTML der Anzeige an.'],
    ['HTML as a number', { html: 5 }, 'html', 'Bitte geben Sie das HTML der Anzeige an.'],
    [
      'HTML over 20,000 bytes',
      { html: `<p>${'x'.repeat(20_000)}</p>` },
      'html',
      'Das HTML darf höchstens 20.000 Byte lang sein.',
    ],
    [
      'HTML over 20,000 bytes in fewer characters',
      { html: 'ä'.repeat(10_001) },
      'html',
      'Das HTML darf höchstens 20.000 Byte lang sein.',
    ],
    [
      'HTML that grows too long when escaped',
      { html: '&'.repeat(19_000) },
      'html',
      'Das HTML darf höchstens 20.000 Byte lang sein.',
    ],
    [
      'a javascript: link',
      { linkUrl: 'javascript:alert(1)' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'a data: link',
      { linkUrl: 'data:text/html,x' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'an ftp link',
      { linkUrl: 'ftp://example.com/x' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'a protocol-relative link',
      { linkUrl: '//evil.example' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'a link with credentials',
      { linkUrl: 'https://user:pw@example.com' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'a site path as link',
      { linkUrl: '/heizoelpreise' },
      'linkUrl',
      'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).',
    ],
    [
      'a long link',
      { linkUrl: `https://example.com/${'x'.repeat(500)}` },
      'linkUrl',
      'Der Link darf höchstens 500 Zeichen lang sein.',
    ],
  ])('refuses %s with a German 400', async (_name, change, field, message) => {
    const res = await create({ ...ADVERT, ...change }, 400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(messagesOf(res.body)).toContain(message);
  });

  it.each([['http://www.example.com/'], ['https://www.example.com/a?b=1#c'], [null]])(
    'accepts the link %s',
    async (linkUrl) => {
      expect((await createAdvert({ ...ADVERT, linkUrl })).linkUrl).toBe(linkUrl);
    },
  );

  it('refuses NUL bytes, unknown fields, deep nesting and huge bodies with 4xx, never 500', async () => {
    const nul = await create({ ...ADVERT, html: '<p>a\u0000b</p>' }, 400);
    expect((nul.body as ErrorResponse).message).toContain('NUL');
    const extra = await create({ ...ADVERT, id: 5 }, 400);
    expect(fieldsOf(extra.body)).toEqual(['id']);
    const deep = await http()
      .post(ADVERTS)
      .set(auth())
      .set('Content-Type', 'application/json')
      .send(`{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(deep.status).toBe(400);
    const huge = await http()
      .post(ADVERTS)
      .set(auth())
      .send({ ...ADVERT, html: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const advert = await createAdvert();
    const css = await http()
      .put(`${ADVERTS}/${advert.id}/stylesheet`)
      .set(auth())
      .send({ css: 'p{color:red}\u0000' });
    expect(css.status).toBe(400);
    const deepCss = await http()
      .put(`${ADVERTS}/${advert.id}/stylesheet`)
      .set(auth())
      .send({ css: `${'@media screen{'.repeat(1300)}p{x:1}${'}'.repeat(1300)}` });
    expect(deepCss.status).toBe(200);
  });

  describe('access', () => {
    it.each(['AdManager', 'Admin'])('lets %s manage adverts', async (role) => {
      const token = await cmsTokenOf(app(), role);
      const id = ((await create(ADVERT, 201, token)).body as AdvertOutput).id;
      await http().get(ADVERTS).set(auth(token)).expect(200);
      await http().get(`${ADVERTS}/images`).set(auth(token)).expect(200);
      await http().get(`${ADVERTS}/${id}`).set(auth(token)).expect(200);
      await http().put(`${ADVERTS}/${id}`).set(auth(token)).send(ADVERT).expect(200);
      await http().put(`${ADVERTS}/${id}/stylesheet`).set(auth(token)).send({ css: 'p{}' }).expect(200);
      await http().delete(`${ADVERTS}/${id}/stylesheet`).set(auth(token)).expect(200);
      await http().delete(`${ADVERTS}/${id}`).set(auth(token)).expect(204);
    });

    it.each(['customer', 'Marketing', 'Editor', 'CustomerSupport'])('refuses %s with 403', async (role) => {
      const token = await cmsTokenOf(app(), role);
      const id = (await createAdvert()).id;
      const as = auth(token);
      await http().get(ADVERTS).set(as).expect(403);
      await http().get(`${ADVERTS}/images`).set(as).expect(403);
      await http().post(ADVERTS).set(as).send(ADVERT).expect(403);
      await http().get(`${ADVERTS}/${id}`).set(as).expect(403);
      await http().put(`${ADVERTS}/${id}`).set(as).send(ADVERT).expect(403);
      await http().delete(`${ADVERTS}/${id}`).set(as).expect(403);
      await http().put(`${ADVERTS}/${id}/stylesheet`).set(as).send({ css: 'p{}' }).expect(403);
      await http().delete(`${ADVERTS}/${id}/stylesheet`).set(as).expect(403);
    });

    it('refuses anonymous callers with 401', async () => {
      await http().get(ADVERTS).expect(401);
      await http().get(`${ADVERTS}/images`).expect(401);
      await http().post(ADVERTS).send(ADVERT).expect(401);
      await http().get(`${ADVERTS}/1`).expect(401);
      await http().put(`${ADVERTS}/1`).send(ADVERT).expect(401);
      await http().delete(`${ADVERTS}/1`).expect(401);
      await http().put(`${ADVERTS}/1/stylesheet`).send({ css: 'p{}' }).expect(401);
      await http().delete(`${ADVERTS}/1/stylesheet`).expect(401);
    });
  });
});
