import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { adCampaigns, adSlots, adStylesheets, adverts } from '@fuel/db';
import { DEMO_ADVERTS, seedDemoAds } from '@fuel/seed';
import { startTestApp, useOwnDatabase } from '../../../../../test/test-app.js';
import { DatabaseService } from '../../../../core/database/database.service.js';
import { cmsTokenOf as tokenOf } from '../../../content/blocks/cms-access.fixture.js';
import { scopeAdvertCss } from '../../domain/advert-css.js';
import { sanitizeAdvertHtml } from '../../domain/advert-html.js';
import type { SlotPreviewOutput } from '../slots/dto/slot.output.js';

/**
 * The demo ads the seed writes (libs/seed/src/demo-ads.ts), as the back office and the sites see them. On a
 * database of its own: the endpoint sweeps (odd input, roles) save and delete ids of the shared one.
 */
describe('demo ads', () => {
  const databaseUrl = useOwnDatabase('fuel_demo_ads');
  let started: NestExpressApplication | undefined;
  const app = (): NestExpressApplication => {
    if (!started) throw new Error('the test app is not started yet');
    return started;
  };
  const db = () => app().get(DatabaseService).db;
  let manager: string;

  beforeAll(async () => {
    started = await startTestApp({ databaseUrl: databaseUrl() });
    await seedDemoAds(db());
    manager = await tokenOf(app(), 'AdManager');
  });
  afterAll(async () => {
    await started?.close();
  });

  it('are as the back office would store them: sanitising changes neither markup nor stylesheet', () => {
    for (const advert of DEMO_ADVERTS) {
      expect(sanitizeAdvertHtml(advert.html)).toBe(advert.html);
      expect(scopeAdvertCss(advert.css)).toBe(advert.css);
    }
  });

  it('show the Munich dealer in the offer list for 80331, the Berlin one for 10115, house adverts elsewhere', async () => {
    const [slot] = await db()
      .select({ id: adSlots.id })
      .from(adSlots)
      .where(and(eq(adSlots.key, 'offer-list-sidebar'), eq(adSlots.isDemo, true)));
    const shown = async (query: string) => {
      const res = await request(app().getHttpServer())
        .get(`/api/support/slots/${slot?.id}/preview?${query}`)
        .set('Authorization', `Bearer ${manager}`)
        .expect(200);
      return (res.body as SlotPreviewOutput).items
        .filter((item) => item.share > 0)
        .map((item) => [item.advertName, Math.round(item.share * 100) / 100]);
    };
    expect(await shown('countryId=1&zipCode=80331')).toEqual([['Brandl Heizöl München', 1]]);
    expect(await shown('countryId=1&zipCode=10115')).toEqual([['Spree Wärme Berlin', 1]]);
    expect(await shown('countryId=2&zipCode=1010')).toEqual([['Donau Brennstoffe Wien', 1]]);
    expect(await shown('countryId=3&zipCode=8001')).toEqual([['Limmat Energie Zürich', 1]]);
    expect(await shown('countryId=1&zipCode=50667')).toEqual([
      ['Haus: Heizölpreise', 0.33],
      ['Haus: Verbrauchsvergleich', 0.33],
      ['Haus: Ratgeber', 0.33],
    ]);
  });

  it('are written again in place: same ids and stylesheets; rows saved in the back office and others’ rows stay', async () => {
    const snapshot = async () => ({
      slots: await db().select().from(adSlots).where(eq(adSlots.isDemo, true)).orderBy(adSlots.id),
      adverts: await db().select().from(adverts).where(eq(adverts.isDemo, true)).orderBy(adverts.id),
      campaigns: await db()
        .select()
        .from(adCampaigns)
        .where(eq(adCampaigns.isDemo, true))
        .orderBy(adCampaigns.id),
    });
    const before = await snapshot();
    expect(before.slots).toHaveLength(4);
    expect(before.adverts).toHaveLength(DEMO_ADVERTS.length);
    for (const advert of before.adverts) {
      const [sheet] = await db()
        .select()
        .from(adStylesheets)
        .where(eq(adStylesheets.fileName, advert.stylesFileName ?? ''));
      expect(sheet?.advertId).toBe(advert.id);
    }

    // An ad manager's save of a demo campaign (updatedAt moves) and a back-office advert of a demo name.
    const edited = before.campaigns.find((campaign) => campaign.name.startsWith('Limmat'));
    if (!edited) throw new Error('no demo campaign');
    await db()
      .update(adCampaigns)
      .set({ weight: 77, updatedAt: sql`now() + interval '1 second'` })
      .where(eq(adCampaigns.id, edited.id));
    const [own] = await db()
      .insert(adverts)
      .values({ name: 'Haus: Ratgeber', advertiser: 'Wir', html: '<p>Eigene</p>' })
      .returning();
    try {
      const report = await seedDemoAds(db());
      expect(report).toEqual({ slots: 4, adverts: DEMO_ADVERTS.length, campaigns: before.campaigns.length });
      const after = await snapshot();
      expect(after.slots).toEqual(before.slots);
      expect(after.adverts).toEqual(before.adverts);
      expect(after.campaigns.map((c) => [c.id, c.weight])).toEqual(
        before.campaigns.map((c) => [c.id, c.id === edited.id ? 77 : c.weight]),
      );
      const [untouched] = await db()
        .select()
        .from(adverts)
        .where(eq(adverts.id, own?.id ?? 0));
      expect(untouched).toEqual(own);
    } finally {
      await db()
        .delete(adverts)
        .where(inArray(adverts.id, [own?.id ?? 0]));
      await db()
        .update(adCampaigns)
        .set({ weight: edited.weight, updatedAt: edited.createdAt })
        .where(eq(adCampaigns.id, edited.id));
    }
  });
});
