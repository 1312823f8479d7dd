import { describe, expect, it } from 'vitest';
import { editorArgs, jsonOf, stubCmsApi, thrownBy } from '../../content/cms/cms-api.stub';
import { SLOT_FIXTURE, SLOT_ROW_FIXTURE } from '../campaigns/campaigns.fixture';
import { loadSlotEdit, loadSlotList, slotAction } from './slots-page.server';

const { answers, calls } = stubCmsApi();

const SLOTS = '/api/support/slots';
const SLOT = `${SLOTS}/2`;

const PREVIEW_ITEM = {
  SlotId: 2,
  AdvertId: 3,
  CampaignId: 7,
  CampaignTypeId: 1,
  Weight: 10,
  advertName: 'Heizöl Huber – Winterpreis',
  campaignName: 'Winteraktion München',
  share: 1,
};

describe('loadSlotList', () => {
  it('lists the slots with the notice of what was just done', async () => {
    answers[`GET ${SLOTS}`] = { status: 200, body: { items: [SLOT_ROW_FIXTURE] } };
    const { request, context } = editorArgs('/support/slots?erledigt=deleted');
    expect(await loadSlotList(request, context)).toEqual({
      slots: [SLOT_ROW_FIXTURE],
      notice: 'Werbeplatz gelöscht.',
    });
  });
});

describe('loadSlotEdit', () => {
  it('loads the slot and, for a site and postal code, what it offers there', async () => {
    answers[`GET ${SLOT}`] = { status: 200, body: SLOT_FIXTURE };
    answers[`GET ${SLOT}/preview`] = { status: 200, body: { slot: SLOT_ROW_FIXTURE, items: [PREVIEW_ITEM] } };
    const { request, context } = editorArgs('/support/slots/2?countryId=1&zipCode=80331');

    const loaded = await loadSlotEdit(request, context, '2');

    expect(loaded).toMatchObject({
      slotId: 2,
      values: { key: 'offer-list-sidebar', width: '300' },
      preview: { countryId: 1, zipCode: '80331', items: [PREVIEW_ITEM], error: null },
    });
    const query = new URL(calls('GET', `${SLOT}/preview`)[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ countryId: '1', zipCode: '80331' });
  });

  it('previews without a postal code, and refuses one the site cannot have without asking', async () => {
    answers[`GET ${SLOT}`] = { status: 200, body: SLOT_FIXTURE };
    answers[`GET ${SLOT}/preview`] = { status: 200, body: { slot: SLOT_ROW_FIXTURE, items: [] } };
    const plain = editorArgs('/support/slots/2?countryId=3');
    expect((await loadSlotEdit(plain.request, plain.context, '2')).preview).toEqual({
      countryId: 3,
      zipCode: '',
      items: [],
      error: null,
    });
    expect(new URL(calls('GET', `${SLOT}/preview`)[0]?.url ?? '').search).toBe('?countryId=3');

    const wrong = editorArgs('/support/slots/2?countryId=2&zipCode=10115');
    expect((await loadSlotEdit(wrong.request, wrong.context, '2')).preview).toEqual({
      countryId: 2,
      zipCode: '10115',
      items: null,
      error: 'Eine Postleitzahl in Österreich hat 4 Ziffern.',
    });
    expect(calls('GET', `${SLOT}/preview`)).toHaveLength(1);
  });

  it('starts a new slot without calling the API; unknown slots are the 404 page', async () => {
    const fresh = editorArgs('/support/slots/create?countryId=1');
    expect(await loadSlotEdit(fresh.request, fresh.context, 'create')).toMatchObject({
      slotId: null,
      slot: null,
      preview: null,
      values: { slotTypeId: 1, width: '' },
    });
    const unknown = editorArgs('/support/slots/9');
    expect(await thrownBy(loadSlotEdit(unknown.request, unknown.context, '9'))).toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('slotAction', () => {
  it('creates a slot at its type’s size when the size is left empty', async () => {
    answers[`POST ${SLOTS}`] = { status: 201, body: { ...SLOT_FIXTURE, id: 5 } };
    const { request, context } = editorArgs('/support/slots/create', {
      intent: 'save',
      key: 'prices-box-2',
      name: 'Zweite Box',
      slotTypeId: '3',
      width: '',
      height: '',
      countryIds: ['1', '2'],
    });

    const result = await slotAction(request, context, 'create');

    expect((result as Response).headers.get('Location')).toBe('/at/support/slots/5?erledigt=saved');
    expect(await jsonOf(calls('POST', SLOTS)[0])).toEqual({
      key: 'prices-box-2',
      name: 'Zweite Box',
      slotTypeId: 3,
      width: 300,
      height: 250,
      appliesZipFiltering: false,
      countryIds: [1, 2],
    });
  });

  it('puts a taken key on the key field', async () => {
    answers[`PUT ${SLOT}`] = {
      status: 409,
      body: { error: 'AD_SLOT_KEY_TAKEN', message: 'Diesen Schlüssel hat schon ein anderer Werbeplatz.' },
    };
    const { request, context } = editorArgs('/support/slots/2', {
      intent: 'save',
      key: 'home-banner',
      name: 'Seitenleiste',
      slotTypeId: '2',
      width: '300',
      height: '250',
      countryIds: ['1'],
    });
    expect(await slotAction(request, context, '2')).toMatchObject({
      init: { status: 409 },
      data: { error: null, fieldErrors: { key: 'Diesen Schlüssel hat schon ein anderer Werbeplatz.' } },
    });
  });

  it('says why a slot in use cannot be deleted', async () => {
    answers[`DELETE ${SLOT}`] = {
      status: 409,
      body: { error: 'AD_SLOT_IN_USE', message: 'Diesen Werbeplatz verwenden noch 1 Kampagne.' },
    };
    const { request, context } = editorArgs('/support/slots/2', { intent: 'delete' });
    expect(await slotAction(request, context, '2')).toMatchObject({
      init: { status: 409 },
      data: { error: 'Diesen Werbeplatz verwenden noch 1 Kampagne.', values: null },
    });
    const fresh = editorArgs('/support/slots/create', { intent: 'delete' });
    expect(await thrownBy(slotAction(fresh.request, fresh.context, 'create'))).toMatchObject({
      init: { status: 404 },
    });
  });
});
