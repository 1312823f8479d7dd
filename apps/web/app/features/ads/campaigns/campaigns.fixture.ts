import type { AdvertRowOutput, CampaignOutput, SlotOutput, SlotRowOutput } from '@fuel/api-client';

/** A slot as the back-office API answers (the offer list's sidebar, filtered by postal code). */
export const SLOT_ROW_FIXTURE: SlotRowOutput = {
  id: 2,
  key: 'offer-list-sidebar',
  name: 'Seitenleiste der Angebotsliste',
  slotTypeId: 2,
  width: 300,
  height: 250,
  appliesZipFiltering: true,
  countryIds: [1, 2, 3],
  campaignCount: 1,
};

export const ADVERT_ROW_FIXTURE: AdvertRowOutput = {
  id: 3,
  name: 'Heizöl Huber – Winterpreis',
  advertiser: 'Heizöl Huber GmbH',
  linkUrl: 'https://huber.example/winter',
  stylesFileName: null,
  campaignCount: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A running paid campaign in Munich with a few figures. */
export const CAMPAIGN_FIXTURE: CampaignOutput = {
  id: 7,
  name: 'Winteraktion München',
  campaignTypeId: 1,
  status: 'active',
  phase: 'running',
  startsAt: '2026-10-31T23:00:00.000Z',
  endsAt: null,
  countryIds: [1],
  zipTargets: ['80', '8150'],
  weight: 10,
  dailyImpressionCap: null,
  advertCount: 1,
  slotCount: 1,
  impressions: 1234,
  clicks: 31,
  adverts: [{ id: 3, name: ADVERT_ROW_FIXTURE.name }],
  slots: [{ id: 2, key: SLOT_ROW_FIXTURE.key, name: SLOT_ROW_FIXTURE.name }],
  daily: [
    { day: '2026-11-23', impressions: 0, clicks: 0 },
    { day: '2026-11-24', impressions: 1234, clicks: 31 },
  ],
};

export const SLOT_FIXTURE: SlotOutput = {
  ...SLOT_ROW_FIXTURE,
  campaigns: [{ id: 7, name: CAMPAIGN_FIXTURE.name, phase: 'running' }],
};
