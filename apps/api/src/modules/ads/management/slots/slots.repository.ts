import { Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { adCampaigns, adCampaignSlots, adDailyStats, adSlots, adverts } from '@fuel/db';
import type { CampaignStatus } from '@fuel/domain/ads';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';

export type SlotRow = typeof adSlots.$inferSelect;
export type SlotValues = Omit<typeof adSlots.$inferInsert, 'id' | 'createdAt' | 'isDemo'>;

export interface SlotListRow extends SlotRow {
  readonly campaignCount: number;
}

/** A campaign that uses a slot, with what its phase needs. */
export interface SlotCampaignRow {
  readonly id: number;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
}

const campaignCount = sql<number>`(select count(*)::int from ${adCampaignSlots} where ${adCampaignSlots.slotId} = ${adSlots.id})`;

/** The only place with SQL on ad_slot (the back office writes it; the delivery reads it). */
@Injectable()
export class SlotsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  list(): Promise<SlotListRow[]> {
    return this.runner.db
      .select({ ...getTableColumns(adSlots), campaignCount })
      .from(adSlots)
      .orderBy(asc(adSlots.key));
  }

  async byId(id: number, lock = false): Promise<SlotListRow | undefined> {
    const query = this.runner.db
      .select({ ...getTableColumns(adSlots), campaignCount })
      .from(adSlots)
      .where(eq(adSlots.id, id));
    const [row] = lock ? await query.for('update', { of: adSlots }) : await query;
    return row;
  }

  /** Undefined when another slot has the key. */
  async insert(values: SlotValues): Promise<SlotRow | undefined> {
    const [row] = await this.runner.db
      .insert(adSlots)
      .values(values)
      .onConflictDoNothing({ target: adSlots.key })
      .returning();
    return row;
  }

  /** Undefined when another slot has the key (also when a rename races another to it). */
  async update(id: number, values: SlotValues): Promise<SlotRow | undefined> {
    if (await this.keyTaken(values.key, id)) return undefined;
    try {
      const [row] = await this.runner.db.update(adSlots).set(values).where(eq(adSlots.id, id)).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    await this.runner.db.delete(adSlots).where(eq(adSlots.id, id));
  }

  campaignsOf(slotId: number): Promise<SlotCampaignRow[]> {
    return this.runner.db
      .select({
        id: adCampaigns.id,
        name: adCampaigns.name,
        status: adCampaigns.status,
        startsAt: adCampaigns.startsAt,
        endsAt: adCampaigns.endsAt,
      })
      .from(adCampaignSlots)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adCampaignSlots.campaignId))
      .where(eq(adCampaignSlots.slotId, slotId))
      .orderBy(asc(adCampaigns.name), asc(adCampaigns.id));
  }

  /** Whether impressions or clicks were counted in the slot (its deletion would take them along). */
  async hasFigures(slotId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ slotId: adDailyStats.slotId })
      .from(adDailyStats)
      .where(eq(adDailyStats.slotId, slotId))
      .limit(1);
    return row !== undefined;
  }

  /** The names of adverts and campaigns, for the preview's items. */
  async names(
    advertIds: readonly number[],
    campaignIds: readonly number[],
  ): Promise<{ adverts: Map<number, string>; campaigns: Map<number, string> }> {
    const advertRows =
      advertIds.length === 0
        ? []
        : await this.runner.db
            .select({ id: adverts.id, name: adverts.name })
            .from(adverts)
            .where(inArray(adverts.id, [...advertIds]));
    const campaignRows =
      campaignIds.length === 0
        ? []
        : await this.runner.db
            .select({ id: adCampaigns.id, name: adCampaigns.name })
            .from(adCampaigns)
            .where(inArray(adCampaigns.id, [...campaignIds]));
    return {
      adverts: new Map(advertRows.map((row) => [row.id, row.name])),
      campaigns: new Map(campaignRows.map((row) => [row.id, row.name])),
    };
  }

  private async keyTaken(key: string, exceptId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ id: adSlots.id })
      .from(adSlots)
      .where(and(eq(adSlots.key, key), ne(adSlots.id, exceptId)));
    return row !== undefined;
  }
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
