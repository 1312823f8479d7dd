import { describe, expect, it } from 'vitest';
import { editorArgs, jsonOf, stubCmsApi, thrownBy } from '../../content/cms/cms-api.stub';
import { ADVERT_ROW_FIXTURE, CAMPAIGN_FIXTURE, SLOT_ROW_FIXTURE } from './campaigns.fixture';
import { campaignAction, loadCampaignEdit, loadCampaignList } from './campaigns-page.server';

const { answers, calls } = stubCmsApi();

const CAMPAIGNS = '/api/support/campaigns';
const CAMPAIGN = `${CAMPAIGNS}/7`;

function choices() {
  answers['GET /api/support/adverts'] = { status: 200, body: { items: [ADVERT_ROW_FIXTURE] } };
  answers['GET /api/support/slots'] = { status: 200, body: { items: [SLOT_ROW_FIXTURE] } };
}

/** The campaign form as an ad manager posts it on the Austrian site. */
const POSTED = {
  intent: 'save',
  name: 'Winteraktion München',
  campaignTypeId: '1',
  status: 'active',
  startsAt: '2026-12-01T08:00',
  endsAt: '',
  countryIds: ['1'],
  zipTargets: '80331',
  weight: '1000',
  dailyImpressionCap: '',
  advertIds: ['3'],
  slotIds: ['2'],
};

describe('loadCampaignList', () => {
  it('filters by site and phase and ignores what is neither', async () => {
    answers[`GET ${CAMPAIGNS}`] = { status: 200, body: { items: [CAMPAIGN_FIXTURE] } };
    const { request, context } = editorArgs('/support/campaigns?countryId=1&phase=running&erledigt=deleted');

    const loaded = await loadCampaignList(request, context);

    expect(loaded).toMatchObject({ countryId: 1, phase: 'running', notice: 'Kampagne gelöscht.' });
    expect(loaded.campaigns).toHaveLength(1);
    const query = new URL(calls('GET', CAMPAIGNS)[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ countryId: '1', phase: 'running' });

    const odd = editorArgs('/support/campaigns?countryId=9&phase=laeuft');
    expect(await loadCampaignList(odd.request, odd.context)).toMatchObject({ countryId: null, phase: null });
    expect(new URL(calls('GET', CAMPAIGNS)[1]?.url ?? '').search).toBe('');
  });

  it('shows a refusal as the page without access', async () => {
    answers[`GET ${CAMPAIGNS}`] = { status: 403, body: { error: 'FORBIDDEN' } };
    const { request, context } = editorArgs('/support/campaigns');
    expect(await thrownBy(loadCampaignList(request, context))).toMatchObject({ init: { status: 401 } });
  });
});

describe('loadCampaignEdit', () => {
  it('loads the campaign on the site’s clock with the adverts and slots to choose from', async () => {
    choices();
    answers[`GET ${CAMPAIGN}`] = { status: 200, body: CAMPAIGN_FIXTURE };
    const { request, context } = editorArgs('/support/campaigns/7?erledigt=saved');

    const loaded = await loadCampaignEdit(request, context, '7');

    expect(loaded).toMatchObject({
      campaignId: 7,
      campaign: { id: 7, impressions: 1234 },
      adverts: [{ id: 3 }],
      slots: [{ id: 2 }],
      notice: 'Kampagne gespeichert: Die Werbeplätze liefern sie ab sofort so aus.',
    });
    // Vienna's clock: 1 November, midnight.
    expect(loaded.values.startsAt).toBe('2026-11-01T00:00');
  });

  it('starts a new campaign without asking for one; other ids are the 404 page', async () => {
    choices();
    const fresh = editorArgs('/support/campaigns/create');
    expect(await loadCampaignEdit(fresh.request, fresh.context, 'create')).toMatchObject({
      campaignId: null,
      campaign: null,
      values: { countryIds: [2], status: 'draft' },
    });
    expect(calls('GET', CAMPAIGNS + '/create')).toHaveLength(0);
    for (const id of ['neu', '0', '1e3', '12345678901']) {
      const bad = editorArgs(`/support/campaigns/${id}`);
      expect(await thrownBy(loadCampaignEdit(bad.request, bad.context, id))).toMatchObject({
        init: { status: 404 },
      });
    }
    const unknown = editorArgs('/support/campaigns/8');
    expect(await thrownBy(loadCampaignEdit(unknown.request, unknown.context, '8'))).toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('campaignAction', () => {
  it('creates the campaign from the form and goes to its page', async () => {
    answers[`POST ${CAMPAIGNS}`] = { status: 201, body: { ...CAMPAIGN_FIXTURE, id: 8 } };
    const { request, context } = editorArgs('/support/campaigns/create', POSTED);

    const result = await campaignAction(request, context, 'create');

    expect((result as Response).headers.get('Location')).toBe('/at/support/campaigns/8?erledigt=saved');
    expect(await jsonOf(calls('POST', CAMPAIGNS)[0])).toEqual({
      name: 'Winteraktion München',
      campaignTypeId: 1,
      status: 'active',
      startsAt: '2026-12-01T07:00:00.000Z',
      endsAt: null,
      countryIds: [1],
      zipTargets: ['80331'],
      weight: 1000,
      dailyImpressionCap: null,
      advertIds: [3],
      slotIds: [2],
    });
  });

  it('refuses postal codes the sites cannot have before calling the API, keeping what was typed', async () => {
    const { request, context } = editorArgs('/support/campaigns/7', {
      ...POSTED,
      countryIds: ['2'],
      zipTargets: '80331',
    });
    expect(await campaignAction(request, context, '7')).toMatchObject({
      init: { status: 400 },
      data: {
        fieldErrors: { zipTargets: expect.stringContaining('80331') },
        values: { zipTargets: '80331' },
      },
    });
    expect(calls('PUT', CAMPAIGN)).toHaveLength(0);
  });

  it("puts the API's messages on the fields", async () => {
    answers[`PUT ${CAMPAIGN}`] = {
      status: 400,
      body: {
        error: 'VALIDATION_FAILED',
        message: 'Eingaben prüfen',
        fieldErrors: [{ field: 'name', messages: ['Bitte geben Sie einen Namen an.'] }],
      },
    };
    const { request, context } = editorArgs('/support/campaigns/7', { ...POSTED, name: '' });
    expect(await campaignAction(request, context, '7')).toMatchObject({
      init: { status: 400 },
      data: { error: null, fieldErrors: { name: 'Bitte geben Sie einen Namen an.' } },
    });
  });

  it('deletes, or says why not (a campaign with figures is paused instead)', async () => {
    answers[`DELETE ${CAMPAIGN}`] = {
      status: 409,
      body: {
        error: 'AD_CAMPAIGN_HAS_FIGURES',
        message: 'Diese Kampagne hat schon Zahlen. Pausieren Sie sie stattdessen.',
      },
    };
    const refused = editorArgs('/support/campaigns/7', { intent: 'delete' });
    expect(await campaignAction(refused.request, refused.context, '7')).toMatchObject({
      init: { status: 409 },
      data: { error: 'Diese Kampagne hat schon Zahlen. Pausieren Sie sie stattdessen.', values: null },
    });

    answers[`DELETE ${CAMPAIGN}`] = { status: 204, body: null };
    const done = editorArgs('/support/campaigns/7', { intent: 'delete' });
    const result = await campaignAction(done.request, done.context, '7');
    expect((result as Response).headers.get('Location')).toBe('/at/support/campaigns?erledigt=deleted');
  });

  it('shows a refused caller the page without access', async () => {
    answers[`POST ${CAMPAIGNS}`] = { status: 403, body: { error: 'FORBIDDEN' } };
    const { request, context } = editorArgs('/support/campaigns/create', POSTED);
    expect(await thrownBy(campaignAction(request, context, 'create'))).toMatchObject({
      init: { status: 401 },
    });
  });
});
