import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { adFixtures, HOUR, uniqueSlotKey } from './ad-delivery.fixture.js';
import type { AdSlotOutput, AdSlotSummaryOutput } from './dto/ad-slot.output.js';

const SLOTS = '/api/iam/slots';

/** Issue #17, spec 2 §7: a site's slots and what each offers, by site and postal code. */
describe('ad slots delivery (/api/iam/slots)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const ads = adFixtures(app);
  const slotOf = async (key: string, query: string) =>
    (await http().get(`${SLOTS}/${key}?${query}`).expect(200)).body as AdSlotOutput;
  const campaignsOf = (slot: AdSlotOutput) => slot.Items.map((item) => item.CampaignId).sort((a, b) => a - b);

  describe('listAdSlots', () => {
    it('lists the slots of the site only, with their sizes', async () => {
      const germany = await ads.slot({ countryIds: [1, 3], appliesZipFiltering: true });
      const austria = await ads.slot({ countryIds: [2] });
      const res = await http().get(`${SLOTS}?countryId=1`).expect(200);
      const slots = res.body as AdSlotSummaryOutput[];
      expect(slots).toContainEqual({
        Id: germany.id,
        Key: germany.key,
        SlotTypeId: 2,
        AppliesZipFiltering: true,
        Width: 300,
        Height: 250,
      } satisfies AdSlotSummaryOutput);
      expect(slots.map((slot) => slot.Key)).not.toContain(austria.key);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['etag']).toMatch(/^W\/"/);
    });

    it('refuses a missing or odd site with a German 400', async () => {
      for (const query of [
        '',
        'countryId=0',
        'countryId=4',
        'countryId=abc',
        'countryId=1%00',
        `countryId=${'1'.repeat(10_000)}`,
        'countryId=1&x=1',
      ]) {
        const res = await http().get(`${SLOTS}?${query}`);
        expect(res.status).toBe(400);
        expect((res.body as ErrorResponse).message).not.toMatch(/must|should/);
      }
    });
  });

  describe('getAdSlot', () => {
    it('answers a slot of the site with its items; unknown key and other site are 404', async () => {
      const slot = await ads.slot({ countryIds: [1] });
      const advert = await ads.advert();
      const campaign = await ads.campaign({ advertIds: [advert.id], slotIds: [slot.id], weight: 7 });
      const res = await http().get(`${SLOTS}/${slot.key}?countryId=1`).expect(200);
      expect(res.body).toEqual({
        Id: slot.id,
        Key: slot.key,
        SlotTypeId: 2,
        AppliesZipFiltering: false,
        Width: 300,
        Height: 250,
        Items: [
          { SlotId: slot.id, AdvertId: advert.id, CampaignId: campaign.id, CampaignTypeId: 1, Weight: 7 },
        ],
      } satisfies AdSlotOutput);

      const unknown = await http()
        .get(`${SLOTS}/${uniqueSlotKey('none')}?countryId=1`)
        .expect(404);
      expect((unknown.body as ErrorResponse).message).toBe('Diesen Werbeplatz gibt es nicht.');
      const otherSite = await http().get(`${SLOTS}/${slot.key}?countryId=2`).expect(404);
      expect((otherSite.body as ErrorResponse).message).toBe('Diesen Werbeplatz gibt es nicht.');
    });

    it('refuses malformed keys, sites and postal codes with a German 400', async () => {
      const slot = await ads.slot({ countryIds: [1, 2] });
      const bad = [
        `${SLOTS}/Home-Banner?countryId=1`,
        `${SLOTS}/a--b?countryId=1`,
        `${SLOTS}/${'a'.repeat(41)}?countryId=1`,
        `${SLOTS}/${'a'.repeat(10_000)}?countryId=1`,
        `${SLOTS}/home%00banner?countryId=1`,
        `${SLOTS}/${slot.key}`,
        `${SLOTS}/${slot.key}?countryId=9`,
        `${SLOTS}/${slot.key}?countryId=1&zipCode=8033`,
        `${SLOTS}/${slot.key}?countryId=2&zipCode=80331`,
        `${SLOTS}/${slot.key}?countryId=1&zipCode=8033a`,
        `${SLOTS}/${slot.key}?countryId=1&zipCode=80331%00`,
        `${SLOTS}/${slot.key}?countryId=1&zipCode=${'1'.repeat(10_000)}`,
        `${SLOTS}/${slot.key}?countryId=1&zipCode=80331&zipCode=10115`,
      ];
      for (const path of bad) {
        const res = await http().get(path);
        expect({ path: path.slice(0, 80), status: res.status }).toEqual({
          path: path.slice(0, 80),
          status: 400,
        });
        expect((res.body as ErrorResponse).message).not.toMatch(/must|should|Cannot/);
      }
      const wrongLength = await http().get(`${SLOTS}/${slot.key}?countryId=1&zipCode=1234`).expect(400);
      expect((wrongLength.body as ErrorResponse).message).toBe(
        'Die Postleitzahl muss aus 5 Ziffern bestehen.',
      );
      // An empty postal code is none.
      await http().get(`${SLOTS}/${slot.key}?countryId=1&zipCode=`).expect(200);
    });

    it('filters by postal code where the slot does: 80331 gets the Munich campaign, 10115 and unknown codes not', async () => {
      const slot = await ads.slot({ appliesZipFiltering: true });
      const plain = await ads.slot({ appliesZipFiltering: false });
      const advert = await ads.advert();
      const munich = await ads.campaign({
        advertIds: [advert.id],
        slotIds: [slot.id, plain.id],
        zipTargets: ['80'],
      });
      const everywhere = await ads.campaign({ advertIds: [advert.id], slotIds: [slot.id, plain.id] });

      expect(campaignsOf(await slotOf(slot.key, 'countryId=1&zipCode=80331'))).toEqual([
        munich.id,
        everywhere.id,
      ]);
      expect(campaignsOf(await slotOf(slot.key, 'countryId=1&zipCode=10115'))).toEqual([everywhere.id]);
      expect(campaignsOf(await slotOf(slot.key, 'countryId=1'))).toEqual([everywhere.id]);
      // 80100 starts like Munich's codes but does not exist: it counts as no postal code.
      expect(campaignsOf(await slotOf(slot.key, 'countryId=1&zipCode=80100'))).toEqual([everywhere.id]);
      // A slot without zip filtering ignores the code (and the targets).
      for (const query of ['countryId=1&zipCode=10115', 'countryId=1']) {
        expect(campaignsOf(await slotOf(plain.key, query))).toEqual([munich.id, everywhere.id]);
      }
    });

    it('offers house items (type 2) beside paid ones, and no draft, paused, scheduled, ended or other-site campaign', async () => {
      const slot = await ads.slot({ countryIds: [1, 2] });
      const advert = await ads.advert();
      const both = { advertIds: [advert.id], slotIds: [slot.id] };
      const paid = await ads.campaign({ ...both, weight: 3 });
      const house = await ads.campaign({ ...both, campaignTypeId: 2, weight: 1 });
      await ads.campaign({ ...both, status: 'draft' });
      await ads.campaign({ ...both, status: 'paused' });
      await ads.campaign({ ...both, startsAt: new Date(Date.now() + HOUR) });
      await ads.campaign({
        ...both,
        startsAt: new Date(Date.now() - 3 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
      });
      await ads.campaign({ ...both, countryIds: [2] });
      const items = (await slotOf(slot.key, 'countryId=1')).Items;
      expect(items).toEqual([
        { SlotId: slot.id, AdvertId: advert.id, CampaignId: paid.id, CampaignTypeId: 1, Weight: 3 },
        { SlotId: slot.id, AdvertId: advert.id, CampaignId: house.id, CampaignTypeId: 2, Weight: 1 },
      ]);
    });

    it('revalidates by ETag: the same answer again is 304 without a body', async () => {
      const slot = await ads.slot();
      const first = await http().get(`${SLOTS}/${slot.key}?countryId=1`).expect(200);
      const etag = first.headers['etag'];
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const again = await http()
        .get(`${SLOTS}/${slot.key}?countryId=1`)
        .set('If-None-Match', String(etag))
        .expect(304);
      expect(again.text).toBeFalsy();
    });
  });
});
