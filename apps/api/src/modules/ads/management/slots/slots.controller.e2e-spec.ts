import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../../../test/test-app.js';
import type { ErrorResponse } from '../../../../core/http/error-response.js';
import { cmsTokenOf as tokenOf } from '../../../content/blocks/cms-access.fixture.js';
import { AdStatsRepository } from '../../stats/ad-stats.repository.js';
import {
  ADS_ROLES,
  auditActions,
  campaignInput,
  insertTestAdvert,
  NOT_ADS_ROLES,
  removeTestRows,
  slotInput,
  uniqueKey,
} from '../campaigns/campaigns.fixture.js';
import type { CampaignOutput } from '../campaigns/dto/campaign.output.js';
import type { SlotListOutput, SlotOutput, SlotPreviewOutput } from './dto/slot.output.js';

const SLOTS = '/api/support/slots';
const CAMPAIGNS = '/api/support/campaigns';

describe('ad slots in the back office (/support/slots)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let manager: string;
  const rows = { campaigns: [] as number[], slots: [] as number[], adverts: [] as number[] };
  const auth = (token = manager) => ({ Authorization: `Bearer ${token}` });
  const createSlot = async (body: object, status: number, token = manager) => {
    const res = await http().post(SLOTS).set(auth(token)).send(body);
    if (res.status === 201) rows.slots.push((res.body as SlotOutput).id);
    expect(res.status).toBe(status);
    return res;
  };
  const createCampaign = async (body: object) => {
    const res = await http().post(CAMPAIGNS).set(auth()).send(body);
    if (res.status === 201) rows.campaigns.push((res.body as CampaignOutput).id);
    expect(res.status).toBe(201);
    return res.body as CampaignOutput;
  };
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);
  const messagesOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.flatMap((e) => e.messages);

  beforeAll(async () => {
    manager = await tokenOf(app(), 'AdManager');
  });
  afterEach(async () => {
    await removeTestRows(app(), rows);
  });

  it('creates, lists, saves and deletes a slot, each audited', async () => {
    const input = slotInput({ countryIds: [3, 1] });
    const slot = (await createSlot(input, 201)).body as SlotOutput;
    expect(slot).toEqual({ id: slot.id, ...input, countryIds: [1, 3], campaignCount: 0, campaigns: [] });

    const list = (await http().get(SLOTS).set(auth()).expect(200)).body as SlotListOutput;
    expect(list.items).toContainEqual({ ...input, id: slot.id, countryIds: [1, 3], campaignCount: 0 });
    const keys = list.items.map((item) => item.key);
    expect(keys).toEqual([...keys].sort());

    const renamed = { ...input, key: uniqueKey(), name: '  Neue Seitenleiste ', appliesZipFiltering: false };
    const saved = await http().put(`${SLOTS}/${slot.id}`).set(auth()).send(renamed).expect(200);
    expect(saved.body).toMatchObject({
      key: renamed.key,
      name: 'Neue Seitenleiste',
      appliesZipFiltering: false,
    });
    await http().get(`${SLOTS}/${slot.id}`).set(auth()).expect(200);

    await http().delete(`${SLOTS}/${slot.id}`).set(auth()).expect(204);
    const actions = await auditActions(app(), 'slot', slot.id);
    expect(actions.map((a) => a.action)).toEqual(['ads.slot.create', 'ads.slot.save', 'ads.slot.delete']);
    expect(actions[1]?.before).toMatchObject({ key: input.key, name: 'Test-Seitenleiste' });
    expect(actions[1]?.after).toMatchObject({ key: renamed.key, name: 'Neue Seitenleiste' });

    for (const path of [`${SLOTS}/${slot.id}`, `${SLOTS}/abc`, `${SLOTS}/0`, `${SLOTS}/99999999999`]) {
      const res = await http().get(path).set(auth()).expect(404);
      expect((res.body as ErrorResponse).message).toBe('Diesen Werbeplatz gibt es nicht.');
    }
    await http().put(`${SLOTS}/${slot.id}`).set(auth()).send(input).expect(404);
    await http().delete(`${SLOTS}/${slot.id}`).set(auth()).expect(404);
  });

  it('refuses a key another slot has with 409, on create and on save, also when racing', async () => {
    const first = (await createSlot(slotInput(), 201)).body as SlotOutput;
    const taken = await createSlot(slotInput({ key: first.key }), 409);
    expect(taken.body).toMatchObject({ error: 'AD_SLOT_KEY_TAKEN', fieldErrors: [{ field: 'key' }] });
    expect((taken.body as ErrorResponse).message).toContain(first.key);

    const second = (await createSlot(slotInput(), 201)).body as SlotOutput;
    const rename = await http()
      .put(`${SLOTS}/${second.id}`)
      .set(auth())
      .send(slotInput({ key: first.key }))
      .expect(409);
    expect((rename.body as ErrorResponse).error).toBe('AD_SLOT_KEY_TAKEN');

    const key = uniqueKey();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await http().post(SLOTS).set(auth()).send(slotInput({ key }));
        if (res.status === 201) rows.slots.push((res.body as SlotOutput).id);
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
  });

  const KEY =
    'Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (z. B. home-banner), höchstens 40 Zeichen.';
  const WIDTH = 'Die Breite muss eine ganze Zahl von 50 bis 1200 Pixeln sein.';
  it.each([
    ['a key with spaces', { key: 'Home Banner' }, 'key', KEY],
    ['a key with a trailing hyphen', { key: 'home-' }, 'key', KEY],
    ['a long key', { key: 'a'.repeat(41) }, 'key', KEY],
    ['an empty name', { name: '' }, 'name', 'Der Name muss 1 bis 120 Zeichen lang sein.'],
    ['a blank name', { name: '   ' }, 'name', 'Bitte geben Sie einen Namen an.'],
    ['a huge name', { name: 'x'.repeat(100_000) }, 'name', 'Der Name muss 1 bis 120 Zeichen lang sein.'],
    ['slot type 5', { slotTypeId: 5 }, 'slotTypeId', 'Die Art des Werbeplatzes muss 1, 2, 3 oder 4 sein.'],
    ['a narrow slot', { width: 10 }, 'width', WIDTH],
    ['a fractional width', { width: 300.5 }, 'width', WIDTH],
    ['a tall slot', { height: 5000 }, 'height', 'Die Höhe muss eine ganze Zahl von 50 bis 1200 Pixeln sein.'],
    [
      'zip filtering as text',
      { appliesZipFiltering: 'ja' },
      'appliesZipFiltering',
      'Die Postleitzahl-Filterung muss ja oder nein sein.',
    ],
    ['no site', { countryIds: [] }, 'countryIds', 'Bitte wählen Sie mindestens eine Website.'],
    [
      'an unknown site',
      { countryIds: [4] },
      'countryIds',
      'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
    ],
    ['a site twice', { countryIds: [1, 1] }, 'countryIds', 'Jede Website nur einmal, bitte.'],
    ['an unknown field', { id: 3 }, 'id', 'Das Feld id ist nicht vorgesehen.'],
  ])('refuses %s with a German 400', async (_name, change, field, message) => {
    const res = await createSlot({ ...slotInput(), ...change }, 400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(messagesOf(res.body)).toContain(message);
  });

  it('refuses NUL bytes and a huge body with 4xx, never 500', async () => {
    const nul = await createSlot(slotInput({ name: 'a\u0000b' }), 400);
    expect((nul.body as ErrorResponse).message).toContain('NUL');
    const huge = await http()
      .post(SLOTS)
      .set(auth())
      .send(slotInput({ name: 'x'.repeat(2_000_000) }));
    expect([400, 413]).toContain(huge.status);
    const preview = await http().get(`${SLOTS}/1/preview?countryId=1&zipCode=8033%00`).set(auth());
    expect(preview.status).toBe(400);
  });

  it('keeps a slot a campaign uses (409), and one with figures', async () => {
    const slot = (await createSlot(slotInput(), 201)).body as SlotOutput;
    const advertId = await insertTestAdvert(app());
    rows.adverts.push(advertId);
    const campaign = await createCampaign(
      campaignInput({ name: 'Nutzt den Platz', advertIds: [advertId], slotIds: [slot.id] }),
    );
    const got = (await http().get(`${SLOTS}/${slot.id}`).set(auth()).expect(200)).body as SlotOutput;
    expect(got.campaignCount).toBe(1);
    expect(got.campaigns).toEqual([{ id: campaign.id, name: 'Nutzt den Platz', phase: 'running' }]);
    const used = await http().delete(`${SLOTS}/${slot.id}`).set(auth()).expect(409);
    expect(used.body).toMatchObject({ error: 'AD_SLOT_IN_USE' });
    expect((used.body as ErrorResponse).message).toContain('Nutzt den Platz');

    // Figures counted, then the slot taken out of the campaign: it stays for the figures.
    await app()
      .get(AdStatsRepository)
      .count('impressions', { day: '2026-11-20', campaignId: campaign.id, advertId, slotId: slot.id });
    await http()
      .put(`${CAMPAIGNS}/${campaign.id}`)
      .set(auth())
      .send(campaignInput({ name: 'Nutzt den Platz', advertIds: [advertId], slotIds: [] }))
      .expect(200);
    const figures = await http().delete(`${SLOTS}/${slot.id}`).set(auth()).expect(409);
    expect((figures.body as ErrorResponse).error).toBe('AD_SLOT_IN_USE');
    expect(await auditActions(app(), 'slot', slot.id)).toHaveLength(1);
  });

  it('never links a campaign to a slot deleted at the same time (no 500, no dangling link)', async () => {
    const slot = (await createSlot(slotInput(), 201)).body as SlotOutput;
    const advertId = await insertTestAdvert(app());
    rows.adverts.push(advertId);
    const body = campaignInput({ advertIds: [advertId], slotIds: [slot.id] });
    const [deleted, ...created] = await Promise.all([
      http().delete(`${SLOTS}/${slot.id}`).set(auth()),
      ...Array.from({ length: 20 }, () => http().post(CAMPAIGNS).set(auth()).send(body)),
    ]);
    for (const res of created) if (res.status === 201) rows.campaigns.push((res.body as CampaignOutput).id);
    const linked = created.filter((res) => res.status === 201).length;
    expect(created.every((res) => res.status === 201 || res.status === 400)).toBe(true);
    // Either the slot went first (every later campaign is refused naming it) or it stays, used.
    if (deleted?.status === 204) {
      expect(linked).toBeLessThan(20);
      for (const res of created.filter((r) => r.status === 400)) {
        expect(messagesOf(res.body)).toEqual([`Diese Werbeplätze gibt es nicht: ${slot.id}.`]);
      }
      for (const id of rows.campaigns) {
        const campaign = await http().get(`${CAMPAIGNS}/${id}`).set(auth()).expect(200);
        expect((campaign.body as CampaignOutput).slots).toEqual([]);
      }
    } else {
      expect(deleted?.status).toBe(409);
      expect(linked).toBeGreaterThan(0);
    }
  });

  describe('preview', () => {
    const preview = async (slotId: number, query: string, status = 200) =>
      (await http().get(`${SLOTS}/${slotId}/preview?${query}`).set(auth()).expect(status))
        .body as SlotPreviewOutput;

    it('shows the items a postal code gets, with each one’s chance: 80331 the Munich campaign, 10115 not', async () => {
      const slot = (await createSlot(slotInput({ countryIds: [1, 2] }), 201)).body as SlotOutput;
      const munichAdvert = await insertTestAdvert(app(), 'München-Anzeige');
      const everyoneAdvert = await insertTestAdvert(app(), 'Alle-Anzeige');
      const houseAdvert = await insertTestAdvert(app(), 'Haus-Anzeige');
      rows.adverts.push(munichAdvert, everyoneAdvert, houseAdvert);
      const munich = await createCampaign(
        campaignInput({
          name: 'München',
          zipTargets: ['80'],
          weight: 3,
          advertIds: [munichAdvert],
          slotIds: [slot.id],
        }),
      );
      const everyone = await createCampaign(
        campaignInput({ name: 'Alle', weight: 1, advertIds: [everyoneAdvert], slotIds: [slot.id] }),
      );
      const house = await createCampaign(
        campaignInput({
          name: 'Haus',
          campaignTypeId: 2,
          countryIds: [1, 2],
          weight: 0,
          advertIds: [houseAdvert],
          slotIds: [slot.id],
        }),
      );
      const item = (campaignId: number, AdvertId: number, CampaignTypeId: number, Weight: number) => ({
        SlotId: slot.id,
        AdvertId,
        CampaignId: campaignId,
        CampaignTypeId,
        Weight,
      });

      const inMunich = await preview(slot.id, 'countryId=1&zipCode=80331');
      expect(inMunich.slot).toMatchObject({ id: slot.id, key: slot.key, campaignCount: 3 });
      expect(inMunich.items).toEqual([
        {
          ...item(munich.id, munichAdvert, 1, 3),
          advertName: 'München-Anzeige',
          campaignName: 'München',
          share: 0.75,
        },
        {
          ...item(everyone.id, everyoneAdvert, 1, 1),
          advertName: 'Alle-Anzeige',
          campaignName: 'Alle',
          share: 0.25,
        },
        { ...item(house.id, houseAdvert, 2, 0), advertName: 'Haus-Anzeige', campaignName: 'Haus', share: 0 },
      ]);
      const inBerlin = await preview(slot.id, 'countryId=1&zipCode=10115');
      expect(inBerlin.items.map((i) => [i.CampaignId, i.share])).toEqual([
        [everyone.id, 1],
        [house.id, 0],
      ]);
      // Without a postal code only untargeted campaigns; on the Austrian site only the house campaign.
      expect((await preview(slot.id, 'countryId=1')).items.map((i) => i.CampaignId)).toEqual([
        everyone.id,
        house.id,
      ]);
      const vienna = await preview(slot.id, 'countryId=2&zipCode=1010');
      expect(vienna.items.map((i) => [i.CampaignId, i.share])).toEqual([[house.id, 1]]);

      // A slot that does not filter by postal code offers the Munich campaign to everyone.
      await http()
        .put(`${SLOTS}/${slot.id}`)
        .set(auth())
        .send({ ...slotInput({ key: slot.key, countryIds: [1, 2] }), appliesZipFiltering: false })
        .expect(200);
      expect((await preview(slot.id, 'countryId=1&zipCode=10115')).items).toHaveLength(3);
    });

    it('refuses a site the slot is not on, malformed postal codes and unknown slots', async () => {
      const slot = (await createSlot(slotInput({ countryIds: [1] }), 201)).body as SlotOutput;
      const other = await http().get(`${SLOTS}/${slot.id}/preview?countryId=3`).set(auth()).expect(400);
      expect(fieldsOf(other.body)).toEqual(['countryId']);
      expect(messagesOf(other.body)).toEqual([
        'Dieser Werbeplatz ist auf dieser Website nicht eingerichtet.',
      ]);
      for (const query of ['countryId=1&zipCode=8033', 'countryId=1&zipCode=abcde', 'countryId=4', '']) {
        await http().get(`${SLOTS}/${slot.id}/preview?${query}`).set(auth()).expect(400);
      }
      await http().get(`${SLOTS}/99999999/preview?countryId=1`).set(auth()).expect(404);
    });
  });

  describe('access', () => {
    it.each(ADS_ROLES)('lets %s manage slots', async (role) => {
      const token = await tokenOf(app(), role);
      const slot = (await createSlot(slotInput(), 201, token)).body as SlotOutput;
      await http().get(SLOTS).set(auth(token)).expect(200);
      await http().get(`${SLOTS}/${slot.id}`).set(auth(token)).expect(200);
      await http().get(`${SLOTS}/${slot.id}/preview?countryId=1`).set(auth(token)).expect(200);
      await http().put(`${SLOTS}/${slot.id}`).set(auth(token)).send(slotInput()).expect(200);
      await http().delete(`${SLOTS}/${slot.id}`).set(auth(token)).expect(204);
    });

    it.each(NOT_ADS_ROLES)('refuses %s with 403', async (role) => {
      const token = await tokenOf(app(), role);
      const slot = (await createSlot(slotInput(), 201)).body as SlotOutput;
      await http().get(SLOTS).set(auth(token)).expect(403);
      await http().post(SLOTS).set(auth(token)).send(slotInput()).expect(403);
      await http().get(`${SLOTS}/${slot.id}`).set(auth(token)).expect(403);
      await http().get(`${SLOTS}/${slot.id}/preview?countryId=1`).set(auth(token)).expect(403);
      await http().put(`${SLOTS}/${slot.id}`).set(auth(token)).send(slotInput()).expect(403);
      await http().delete(`${SLOTS}/${slot.id}`).set(auth(token)).expect(403);
    });

    it('refuses anonymous callers with 401', async () => {
      await http().get(SLOTS).expect(401);
      await http().post(SLOTS).send(slotInput()).expect(401);
      await http().get(`${SLOTS}/1`).expect(401);
      await http().get(`${SLOTS}/1/preview?countryId=1`).expect(401);
      await http().put(`${SLOTS}/1`).send(slotInput()).expect(401);
      await http().delete(`${SLOTS}/1`).expect(401);
    });
  });
});
