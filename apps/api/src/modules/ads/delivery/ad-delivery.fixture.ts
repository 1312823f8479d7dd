import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq, sql } from 'drizzle-orm';
import {
  adCampaignAdverts,
  adCampaigns,
  adCampaignSlots,
  adDailyStats,
  adSlots,
  adStylesheets,
  adverts,
} from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { CampaignStatus, CampaignTypeId, SlotTypeId } from '@fuel/domain/ads';
import { DatabaseService } from '../../../core/database/database.service.js';
import { AdsCacheService } from '../ads-cache.service.js';

/**
 * Test rows of the delivery e2e specs: slots, adverts and campaigns of their own, keys made unique. Each
 * insert purges the delivery's cache, as the back office's changes do.
 */

export const HOUR = 3_600_000;

export function uniqueSlotKey(name: string): string {
  return `t-${name}-${randomBytes(4).toString('hex')}`;
}

export interface TestSlotOptions {
  key?: string;
  countryIds?: CountryId[];
  appliesZipFiltering?: boolean;
  slotTypeId?: SlotTypeId;
}

export interface TestAdvertOptions {
  html?: string;
  linkUrl?: string | null;
  css?: string;
}

export interface TestCampaignOptions {
  campaignTypeId?: CampaignTypeId;
  status?: CampaignStatus;
  startsAt?: Date;
  endsAt?: Date | null;
  countryIds?: CountryId[];
  zipTargets?: string[];
  weight?: number;
  dailyImpressionCap?: number | null;
  advertIds: number[];
  slotIds: number[];
}

export function adFixtures(app: () => NestExpressApplication) {
  const db = () => app().get(DatabaseService).db;
  const purged = async <T>(row: T): Promise<T> => {
    await app().get(AdsCacheService).purge();
    return row;
  };

  return {
    async slot(options: TestSlotOptions = {}) {
      const [row] = await db()
        .insert(adSlots)
        .values({
          key: options.key ?? uniqueSlotKey('slot'),
          name: 'Testplatz',
          slotTypeId: options.slotTypeId ?? 2,
          width: 300,
          height: 250,
          appliesZipFiltering: options.appliesZipFiltering ?? false,
          countryIds: options.countryIds ?? [1],
        })
        .returning();
      if (!row) throw new Error('ad_slot insert returned no row');
      return purged(row);
    },

    async advert(options: TestAdvertOptions = {}) {
      const [row] = await db()
        .insert(adverts)
        .values({
          name: 'Testanzeige',
          advertiser: 'Testfirma',
          html:
            options.html ??
            '<div class="box"><h3>Heizöl günstig</h3><a href="https://example.com/angebot">Zum Angebot</a></div>',
          linkUrl: options.linkUrl ?? null,
        })
        .returning();
      if (!row) throw new Error('advert insert returned no row');
      if (options.css === undefined) return purged(row);
      const fileName = `advert-${row.id}-${randomBytes(6).toString('hex')}.css`;
      await db().insert(adStylesheets).values({ fileName, advertId: row.id, css: options.css });
      await db().update(adverts).set({ stylesFileName: fileName }).where(eq(adverts.id, row.id));
      return purged({ ...row, stylesFileName: fileName });
    },

    async campaign(options: TestCampaignOptions) {
      const [row] = await db()
        .insert(adCampaigns)
        .values({
          name: 'Testkampagne',
          campaignTypeId: options.campaignTypeId ?? 1,
          status: options.status ?? 'active',
          startsAt: options.startsAt ?? new Date(Date.now() - HOUR),
          endsAt: options.endsAt ?? null,
          countryIds: options.countryIds ?? [1],
          zipTargets: options.zipTargets ?? [],
          weight: options.weight ?? 10,
          dailyImpressionCap: options.dailyImpressionCap ?? null,
        })
        .returning();
      if (!row) throw new Error('ad_campaign insert returned no row');
      for (const advertId of options.advertIds) {
        await db().insert(adCampaignAdverts).values({ campaignId: row.id, advertId });
      }
      for (const slotId of options.slotIds) {
        await db().insert(adCampaignSlots).values({ campaignId: row.id, slotId });
      }
      return purged(row);
    },

    /** The campaign's impressions and clicks over all days. */
    async figures(campaignId: number, advertId?: number) {
      const [row] = await db()
        .select({
          impressions: sql<number>`coalesce(sum(${adDailyStats.impressions}), 0)::int`,
          clicks: sql<number>`coalesce(sum(${adDailyStats.clicks}), 0)::int`,
        })
        .from(adDailyStats)
        .where(
          and(
            eq(adDailyStats.campaignId, campaignId),
            advertId === undefined ? undefined : eq(adDailyStats.advertId, advertId),
          ),
        );
      return row ?? { impressions: 0, clicks: 0 };
    },
  };
}
