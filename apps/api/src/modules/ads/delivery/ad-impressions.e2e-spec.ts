import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { randomClientAddress } from '../../accounts/accounts.fixture.js';
import { adFixtures } from './ad-delivery.fixture.js';
import type { AdImpressionInput } from './dto/ad-delivery.input.js';
import type { AdSlotOutput } from './dto/ad-slot.output.js';

const IMPRESSIONS = '/api/iam/impressions';

/** Issue #17: impressions counted per campaign, advert, slot and day; nothing about the visitor. */
describe('ad impressions (/api/iam/impressions)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const ads = adFixtures(app);
  const post = (body: object | string, address = randomClientAddress()) =>
    http()
      .post(IMPRESSIONS)
      .set('X-Forwarded-For', address)
      .set('Content-Type', 'application/json')
      .send(body);

  const running = async (campaign: { zipTargets?: string[]; dailyImpressionCap?: number } = {}) => {
    const slot = await ads.slot({ appliesZipFiltering: true });
    const advert = await ads.advert();
    const row = await ads.campaign({ ...campaign, advertIds: [advert.id], slotIds: [slot.id] });
    const input = {
      countryId: 1,
      slotId: slot.id,
      advertId: advert.id,
      campaignId: row.id,
    } satisfies AdImpressionInput;
    return { slot, advert, campaign: row, input };
  };

  it('counts an impression (also of a postal-code targeted campaign) and answers 204', async () => {
    const { campaign, input } = await running({ zipTargets: ['80'] });
    const res = await post(input).expect(204);
    expect(res.text).toBe('');
    expect(await ads.figures(campaign.id)).toEqual({ impressions: 1, clicks: 0 });
  });

  it('counts 100 parallel impressions exactly', async () => {
    const { campaign, input } = await running();
    const results = await Promise.all(Array.from({ length: 100 }, () => post(input)));
    expect(results.map((res) => res.status)).toEqual(Array(100).fill(204));
    expect(await ads.figures(campaign.id)).toEqual({ impressions: 100, clicks: 0 });
  });

  it('refuses combinations the campaign does not deliver now with 400, uncounted', async () => {
    const { campaign, input, advert, slot } = await running();
    const other = await running();
    const paused = await ads.campaign({ status: 'paused', advertIds: [advert.id], slotIds: [slot.id] });
    for (const body of [
      { ...input, advertId: other.advert.id },
      { ...input, slotId: other.slot.id },
      { ...input, campaignId: other.campaign.id },
      { ...input, campaignId: paused.id },
      { ...input, countryId: 2 },
      { ...input, advertId: 2_147_483_647 },
    ]) {
      const res = await post(body).expect(400);
      expect((res.body as ErrorResponse).message).toBe(
        'Diese Anzeige wird auf diesem Werbeplatz gerade nicht gezeigt.',
      );
    }
    expect(await ads.figures(campaign.id)).toEqual({ impressions: 0, clicks: 0 });
    expect(await ads.figures(paused.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('refuses malformed bodies with a German 4xx', async () => {
    const { input } = await running();
    for (const body of [
      {},
      { ...input, countryId: 4 },
      { ...input, countryId: '1' },
      { ...input, slotId: 0 },
      { ...input, advertId: 'abc' },
      { ...input, campaignId: 1.5 },
      { ...input, campaignId: 2_147_483_648 },
      { ...input, extra: 'x' },
      { ...input, extra: 'a\u0000b' },
      { ...input, extra: 'x'.repeat(10_000) },
      '{"countryId":',
      [input],
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((res.body as ErrorResponse).message).not.toMatch(/must|should|Unexpected/);
    }
    const form = await http()
      .post(IMPRESSIONS)
      .type('form')
      .send('countryId=1&slotId=1&advertId=1&campaignId=1');
    expect(form.status).toBe(415);
  });

  it('stops a campaign at its daily cap: the slot no longer offers it, further impressions are refused', async () => {
    const { slot, campaign, input } = await running({ dailyImpressionCap: 3 });
    const house = await ads.campaign({ campaignTypeId: 2, advertIds: [input.advertId], slotIds: [slot.id] });
    const campaignsOfSlot = async () =>
      (
        (await http().get(`/api/iam/slots/${slot.key}?countryId=1`).expect(200)).body as AdSlotOutput
      ).Items.map((item) => item.CampaignId);
    expect(await campaignsOfSlot()).toEqual([campaign.id, house.id]);
    for (let i = 0; i < 2; i++) await post(input).expect(204);
    // Below the cap the cached slot stays.
    expect(await campaignsOfSlot()).toEqual([campaign.id, house.id]);
    await post(input).expect(204);
    expect(await campaignsOfSlot()).toEqual([house.id]);
    await post(input).expect(400);
    expect(await ads.figures(campaign.id)).toEqual({ impressions: 3, clicks: 0 });
  });

  it('limits impressions per address (429 with Retry-After), uncounted beyond it', async () => {
    const { campaign, input } = await running();
    const address = randomClientAddress();
    const results = await Promise.all(Array.from({ length: 125 }, () => post(input, address)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = results.find((res) => res.status === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused?.body as ErrorResponse).message).toMatch(/Zu viele Versuche/);
    expect(await ads.figures(campaign.id)).toEqual({ impressions: 120, clicks: 0 });
    // Another address is not affected.
    await post(input).expect(204);
  });
});
