import { Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { adDailyStats } from '@fuel/db';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

/** One counted event: the advert of a campaign seen (or clicked) in a slot on a site day. */
export interface AdEventKey {
  /** The site's calendar day (`siteToday`), YYYY-MM-DD. */
  readonly day: string;
  readonly campaignId: number;
  readonly advertId: number;
  readonly slotId: number;
}

export type AdEventKind = 'impressions' | 'clicks';

export interface AdFigures {
  readonly impressions: number;
  readonly clicks: number;
}

export interface AdDailyFigures extends AdFigures {
  readonly day: string;
}

const totals = {
  impressions: sql<number>`coalesce(sum(${adDailyStats.impressions}), 0)::int`,
  clicks: sql<number>`coalesce(sum(${adDailyStats.clicks}), 0)::int`,
};

/** The only place with SQL on ad_daily_stat: counters, never a row per visitor. */
@Injectable()
export class AdStatsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Adds one to the day's counter (one statement: concurrent counts never lose one). */
  async count(kind: AdEventKind, key: AdEventKey): Promise<void> {
    const column = kind === 'impressions' ? adDailyStats.impressions : adDailyStats.clicks;
    await this.runner.db
      .insert(adDailyStats)
      .values({ ...key, [kind]: 1 })
      .onConflictDoUpdate({
        target: [adDailyStats.day, adDailyStats.campaignId, adDailyStats.advertId, adDailyStats.slotId],
        set: { [kind]: sql`${column} + 1` },
      });
  }

  /** Each campaign's totals (campaigns without figures are absent). */
  async totalsByCampaign(campaignIds: readonly number[]): Promise<Map<number, AdFigures>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.runner.db
      .select({ campaignId: adDailyStats.campaignId, ...totals })
      .from(adDailyStats)
      .where(inArray(adDailyStats.campaignId, [...campaignIds]))
      .groupBy(adDailyStats.campaignId);
    return new Map(rows.map(({ campaignId, ...figures }) => [campaignId, figures]));
  }

  /** A campaign's figures per day from `from` to `to` (inclusive), days without figures left out. */
  daily(campaignId: number, from: string, to: string): Promise<AdDailyFigures[]> {
    return this.runner.db
      .select({ day: adDailyStats.day, ...totals })
      .from(adDailyStats)
      .where(
        and(eq(adDailyStats.campaignId, campaignId), gte(adDailyStats.day, from), lte(adDailyStats.day, to)),
      )
      .groupBy(adDailyStats.day)
      .orderBy(asc(adDailyStats.day));
  }

  /** Impressions of each campaign on `day`, for the daily caps (campaigns without any are absent). */
  async impressionsOn(day: string, campaignIds: readonly number[]): Promise<Map<number, number>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.runner.db
      .select({ campaignId: adDailyStats.campaignId, impressions: totals.impressions })
      .from(adDailyStats)
      .where(and(eq(adDailyStats.day, day), inArray(adDailyStats.campaignId, [...campaignIds])))
      .groupBy(adDailyStats.campaignId);
    return new Map(rows.map((row) => [row.campaignId, row.impressions]));
  }
}
