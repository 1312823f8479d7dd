import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { siteToday } from '@fuel/domain/common';
import { useSeededTestApp } from '../../../../../test/test-app.js';
import type { ErrorResponse } from '../../../../core/http/error-response.js';
import { cmsTokenOf as tokenOf } from '../../../content/blocks/cms-access.fixture.js';
import { AdsCacheService } from '../../ads-cache.service.js';
import { AdStatsRepository } from '../../stats/ad-stats.repository.js';
import type { SlotOutput } from '../slots/dto/slot.output.js';
import {
  ADS_ROLES,
  at,
  auditActions,
  campaignInput,
  HOUR,
  insertTestAdvert,
  NOT_ADS_ROLES,
  removeTestRows,
  slotInput,
} from './campaigns.fixture.js';
import type { CampaignListOutput, CampaignOutput } from './dto/campaign.output.js';

const CAMPAIGNS = '/api/support/campaigns';
const SLOTS = '/api/support/slots';

describe('ad campaigns in the back office (/support/campaigns)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let manager: string;
  let advertId: number;
  let slotId: number;
  const rows = { campaigns: [] as number[], slots: [] as number[], adverts: [] as number[] };
  const auth = (token = manager) => ({ Authorization: `Bearer ${token}` });
  const create = async (body: object, status: number, token = manager) => {
    const res = await http().post(CAMPAIGNS).set(auth(token)).send(body);
    if (res.status === 201) rows.campaigns.push((res.body as CampaignOutput).id);
    expect(res.status).toBe(status);
    return res;
  };
  const valid = (change: object = {}) =>
    campaignInput({ advertIds: [advertId], slotIds: [slotId], ...change });
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);
  const messagesOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.flatMap((e) => e.messages);
  const listIds = async (query: string) =>
    (
      (await http().get(`${CAMPAIGNS}?${query}`).set(auth()).expect(200)).body as CampaignListOutput
    ).items.map((item) => item.id);

  beforeAll(async () => {
    manager = await tokenOf(app(), 'AdManager');
  });
  // Each test has its own advert and slot (the seed's demo campaigns use the demo slots).
  beforeEach(async () => {
    advertId = await insertTestAdvert(app(), 'Winterpreis');
    rows.adverts.push(advertId);
    const slot = await http().post(SLOTS).set(auth()).send(slotInput()).expect(201);
    slotId = (slot.body as SlotOutput).id;
    rows.slots.push(slotId);
  });
  afterEach(async () => {
    await removeTestRows(app(), rows);
  });

  it('creates, reads, lists, saves and deletes a campaign, each audited', async () => {
    const input = valid({
      name: 'Winteraktion München',
      countryIds: [3, 1],
      zipTargets: ['8033', ' 80', '8150', '8150'],
      dailyImpressionCap: 5000,
      endsAt: at(24 * HOUR),
    });
    const created = (await create(input, 201)).body as CampaignOutput;
    expect(created).toMatchObject({
      name: 'Winteraktion München',
      campaignTypeId: 1,
      status: 'active',
      phase: 'running',
      countryIds: [1, 3],
      zipTargets: ['80', '8150'],
      weight: 10,
      dailyImpressionCap: 5000,
      advertCount: 1,
      slotCount: 1,
      impressions: 0,
      clicks: 0,
      adverts: [{ id: advertId, name: 'Winterpreis' }],
      slots: [{ id: slotId, key: expect.any(String), name: 'Test-Seitenleiste' }],
    });
    expect(new Date(created.startsAt).toISOString()).toBe(input.startsAt);
    expect(created.daily).toHaveLength(30);
    expect(created.daily.at(-1)).toEqual({ day: siteToday(1), impressions: 0, clicks: 0 });

    const got = await http().get(`${CAMPAIGNS}/${created.id}`).set(auth()).expect(200);
    expect(got.body).toEqual(created);

    const paused = await http()
      .put(`${CAMPAIGNS}/${created.id}`)
      .set(auth())
      .send({ ...input, status: 'paused', zipTargets: [], slotIds: [], dailyImpressionCap: null })
      .expect(200);
    expect(paused.body).toMatchObject({
      phase: 'paused',
      zipTargets: [],
      slotCount: 0,
      slots: [],
      dailyImpressionCap: null,
    });

    await http().delete(`${CAMPAIGNS}/${created.id}`).set(auth()).expect(204);
    const actions = await auditActions(app(), 'campaign', created.id);
    expect(actions.map((a) => a.action)).toEqual([
      'ads.campaign.create',
      'ads.campaign.save',
      'ads.campaign.delete',
    ]);
    expect(actions[0]?.after).toMatchObject({
      zipTargets: ['80', '8150'],
      advertIds: [advertId],
      slotIds: [slotId],
    });
    expect(actions[1]?.before).toMatchObject({ status: 'active', slotIds: [slotId] });
    expect(actions[1]?.after).toMatchObject({ status: 'paused', slotIds: [] });

    for (const path of [
      `${CAMPAIGNS}/${created.id}`,
      `${CAMPAIGNS}/x`,
      `${CAMPAIGNS}/0`,
      `${CAMPAIGNS}/99999999999`,
    ]) {
      const res = await http().get(path).set(auth()).expect(404);
      expect((res.body as ErrorResponse).message).toBe('Diese Kampagne gibt es nicht.');
    }
    await http().put(`${CAMPAIGNS}/${created.id}`).set(auth()).send(input).expect(404);
    await http().delete(`${CAMPAIGNS}/${created.id}`).set(auth()).expect(404);
  });

  it('lists by site and phase, the latest start first', async () => {
    const ids: Record<string, number> = {};
    for (const [name, change] of [
      ['running', { countryIds: [2] }],
      ['scheduled', { countryIds: [2], startsAt: at(HOUR) }],
      ['ended', { countryIds: [2], startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }],
      ['draft', { countryIds: [2, 3], status: 'draft', zipTargets: [] }],
      ['paused', { countryIds: [3], status: 'paused' }],
    ] as const) {
      ids[name] = ((await create(valid({ name, ...change }), 201)).body as CampaignOutput).id;
    }
    const austrian = await listIds('countryId=2');
    expect(austrian).toEqual(
      expect.arrayContaining([ids['running'], ids['scheduled'], ids['ended'], ids['draft']]),
    );
    expect(austrian).not.toContain(ids['paused']);
    expect(austrian.indexOf(ids['scheduled'] ?? 0)).toBeLessThan(austrian.indexOf(ids['running'] ?? 0));
    for (const phase of ['running', 'scheduled', 'ended', 'draft', 'paused']) {
      const found = await listIds(`phase=${phase}`);
      expect(found).toContain(ids[phase]);
      expect(Object.values(ids).filter((id) => found.includes(id))).toEqual([ids[phase]]);
    }
    await http().get(`${CAMPAIGNS}?phase=live`).set(auth()).expect(400);
    await http().get(`${CAMPAIGNS}?countryId=9`).set(auth()).expect(400);
  });

  it('shows its figures, and keeps a campaign with figures (409: pause it instead)', async () => {
    const campaign = (await create(valid(), 201)).body as CampaignOutput;
    const stats = app().get(AdStatsRepository);
    const today = siteToday(1);
    const key = { day: today, campaignId: campaign.id, advertId, slotId };
    await Promise.all(Array.from({ length: 20 }, () => stats.count('impressions', key)));
    await stats.count('clicks', key);
    await stats.count('impressions', { ...key, day: '2020-01-01' });

    const got = (await http().get(`${CAMPAIGNS}/${campaign.id}`).set(auth()).expect(200))
      .body as CampaignOutput;
    expect(got).toMatchObject({ impressions: 21, clicks: 1 });
    expect(got.daily.at(-1)).toEqual({ day: today, impressions: 20, clicks: 1 });
    expect(got.daily.reduce((sum, day) => sum + day.impressions, 0)).toBe(20);
    const list = (await http().get(`${CAMPAIGNS}?countryId=1`).set(auth()).expect(200))
      .body as CampaignListOutput;
    expect(list.items.find((item) => item.id === campaign.id)).toMatchObject({ impressions: 21, clicks: 1 });

    const refused = await http().delete(`${CAMPAIGNS}/${campaign.id}`).set(auth()).expect(409);
    expect(refused.body).toMatchObject({ error: 'AD_CAMPAIGN_HAS_FIGURES' });
    expect((refused.body as ErrorResponse).message).toContain('Pausieren Sie sie stattdessen');
    await http().get(`${CAMPAIGNS}/${campaign.id}`).set(auth()).expect(200);
  });

  it('purges the delivery’s cache after each change', async () => {
    const cache = app().get(AdsCacheService);
    const load = jest.fn(() => Promise.resolve('geladen'));
    await cache.slots(1, load);
    await cache.slots(1, load);
    expect(load).toHaveBeenCalledTimes(1);
    const id = ((await create(valid(), 201)).body as CampaignOutput).id;
    await cache.slots(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    await http()
      .put(`${CAMPAIGNS}/${id}`)
      .set(auth())
      .send(valid({ weight: 5 }))
      .expect(200);
    await cache.slots(1, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  const INSTANT = 'Bitte geben Sie den Zeitpunkt mit Datum, Uhrzeit und Zeitzone an.';
  const WEIGHT = 'Das Gewicht muss eine ganze Zahl von 0 bis 1000 sein.';
  const CAP = 'Die Obergrenze pro Tag muss eine ganze Zahl von 1 bis 10000000 sein (leer: keine).';
  it.each([
    [
      'five-digit targets on the Austrian site',
      { countryIds: [2], zipTargets: ['1010', '80331', '10115'] },
      'zipTargets',
      'Diese Postleitzahl-Ziele passen nicht zu den Websites der Kampagne: 80331, 10115. Ein Ziel besteht aus 1 bis 4 Ziffern.',
    ],
    [
      'five-digit targets on German and Swiss sites',
      { countryIds: [1, 3], zipTargets: ['80331'] },
      'zipTargets',
      'Diese Postleitzahl-Ziele passen nicht zu den Websites der Kampagne: 80331. Ein Ziel besteht aus 1 bis 4 Ziffern.',
    ],
    [
      'letters as a target',
      { zipTargets: ['8o3'] },
      'zipTargets',
      'Diese Postleitzahl-Ziele passen nicht zu den Websites der Kampagne: 8o3. Ein Ziel besteht aus 1 bis 5 Ziffern.',
    ],
    [
      'too many targets',
      { zipTargets: Array.from({ length: 501 }, (_, i) => String(i)) },
      'zipTargets',
      'Höchstens 500 Postleitzahl-Ziele, bitte.',
    ],
    ['an end before the start', { endsAt: at(-2 * HOUR) }, 'endsAt', 'Das Ende muss nach dem Beginn liegen.'],
    [
      'an end at the start',
      { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T01:00:00+01:00' },
      'endsAt',
      'Das Ende muss nach dem Beginn liegen.',
    ],
    ['a date without time', { startsAt: '2026-12-01' }, 'startsAt', INSTANT],
    [
      'an instant that does not exist',
      { startsAt: '2026-13-45T25:61:00Z' },
      'startsAt',
      'Diesen Zeitpunkt gibt es nicht.',
    ],
    [
      'unknown adverts',
      { advertIds: [99_999_998, 99_999_999] },
      'advertIds',
      'Diese Anzeigen gibt es nicht: 99999998, 99999999.',
    ],
    ['unknown slots', { slotIds: [99_999_999] }, 'slotIds', 'Diese Werbeplätze gibt es nicht: 99999999.'],
    [
      'an advert twice',
      { advertIds: [1, 1] },
      'advertIds',
      'Bitte wählen Sie die Anzeigen aus der Liste (jede nur einmal, höchstens 100).',
    ],
    [
      'a slot id as text',
      { slotIds: ['eins'] },
      'slotIds',
      'Bitte wählen Sie die Werbeplätze aus der Liste (jede nur einmal, höchstens 100).',
    ],
    ['a weight above the maximum', { weight: 1001 }, 'weight', WEIGHT],
    ['a negative weight', { weight: -1 }, 'weight', WEIGHT],
    ['a cap of 0', { dailyImpressionCap: 0 }, 'dailyImpressionCap', CAP],
    ['a huge cap', { dailyImpressionCap: 1e12 }, 'dailyImpressionCap', CAP],
    ['no site', { countryIds: [] }, 'countryIds', 'Bitte wählen Sie mindestens eine Website.'],
    [
      'an unknown site',
      { countryIds: [4] },
      'countryIds',
      'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
    ],
    [
      'campaign type 3',
      { campaignTypeId: 3 },
      'campaignTypeId',
      'Die Art der Kampagne muss bezahlt (1) oder Hauskampagne (2) sein.',
    ],
    ['status running', { status: 'running' }, 'status', 'Der Status muss Entwurf, Aktiv oder Pausiert sein.'],
    ['a blank name', { name: '  ' }, 'name', 'Bitte geben Sie einen Namen an.'],
    ['a huge name', { name: 'x'.repeat(100_000) }, 'name', 'Der Name muss 1 bis 120 Zeichen lang sein.'],
    ['an unknown field', { isDemo: true }, 'isDemo', 'Das Feld isDemo ist nicht vorgesehen.'],
  ])('refuses %s with a German 400', async (_name, change, field, message) => {
    const res = await create(valid(change), 400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(messagesOf(res.body)).toContain(message);
  });

  it('refuses NUL bytes and huge bodies with 4xx, never 500', async () => {
    const nul = await create(valid({ name: 'a\u0000b' }), 400);
    expect((nul.body as ErrorResponse).message).toContain('NUL');
    await create(valid({ zipTargets: ['80\u0000'] }), 400);
    const huge = await http()
      .post(CAMPAIGNS)
      .set(auth())
      .send(valid({ zipTargets: ['1'.repeat(900_000)] }));
    expect([400, 413]).toContain(huge.status);
    const many = await http()
      .post(CAMPAIGNS)
      .set(auth())
      .send(valid({ advertIds: Array.from({ length: 20_000 }, (_, i) => i + 1) }));
    expect([400, 413]).toContain(many.status);
  });

  describe('access', () => {
    it.each(ADS_ROLES)('lets %s manage campaigns', async (role) => {
      const token = await tokenOf(app(), role);
      const id = ((await create(valid(), 201, token)).body as CampaignOutput).id;
      await http().get(CAMPAIGNS).set(auth(token)).expect(200);
      await http().get(`${CAMPAIGNS}/${id}`).set(auth(token)).expect(200);
      await http().put(`${CAMPAIGNS}/${id}`).set(auth(token)).send(valid()).expect(200);
      await http().delete(`${CAMPAIGNS}/${id}`).set(auth(token)).expect(204);
    });

    it.each(NOT_ADS_ROLES)('refuses %s with 403', async (role) => {
      const token = await tokenOf(app(), role);
      const id = ((await create(valid(), 201)).body as CampaignOutput).id;
      await http().get(CAMPAIGNS).set(auth(token)).expect(403);
      await http().post(CAMPAIGNS).set(auth(token)).send(valid()).expect(403);
      await http().get(`${CAMPAIGNS}/${id}`).set(auth(token)).expect(403);
      await http().put(`${CAMPAIGNS}/${id}`).set(auth(token)).send(valid()).expect(403);
      await http().delete(`${CAMPAIGNS}/${id}`).set(auth(token)).expect(403);
    });

    it('refuses anonymous callers with 401', async () => {
      await http().get(CAMPAIGNS).expect(401);
      await http().post(CAMPAIGNS).send(valid()).expect(401);
      await http().get(`${CAMPAIGNS}/1`).expect(401);
      await http().put(`${CAMPAIGNS}/1`).send(valid()).expect(401);
      await http().delete(`${CAMPAIGNS}/1`).expect(401);
    });
  });
});
