import { Injectable } from '@nestjs/common';
import { arrayContains, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { adCampaignAdverts, adCampaigns, adCampaignSlots, adSlots, adverts } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';

export type CampaignRow = typeof adCampaigns.$inferSelect;
export type CampaignValues = Omit<typeof adCampaigns.$inferInsert, 'id' | 'createdAt' | 'isDemo'>;

export interface CampaignListRow extends CampaignRow {
  readonly advertCount: number;
  readonly slotCount: number;
}

const counts = {
  advertCount: sql<number>`(select count(*)::int from ${adCampaignAdverts} where ${adCampaignAdverts.campaignId} = ${adCampaigns.id})`,
  slotCount: sql<number>`(select count(*)::int from ${adCampaignSlots} where ${adCampaignSlots.campaignId} = ${adCampaigns.id})`,
};

/** The only place with SQL on ad_campaign and its adverts and slots (the delivery only reads them). */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Every campaign (of a site), the latest start first. */
  list(countryId: CountryId | undefined): Promise<CampaignListRow[]> {
    return this.runner.db
      .select({ ...getTableColumns(adCampaigns), ...counts })
      .from(adCampaigns)
      .where(countryId ? arrayContains(adCampaigns.countryIds, [countryId]) : undefined)
      .orderBy(desc(adCampaigns.startsAt), desc(adCampaigns.id));
  }

  async byId(id: number, lock = false): Promise<CampaignListRow | undefined> {
    const query = this.runner.db
      .select({ ...getTableColumns(adCampaigns), ...counts })
      .from(adCampaigns)
      .where(eq(adCampaigns.id, id));
    const [row] = lock ? await query.for('update', { of: adCampaigns }) : await query;
    return row;
  }

  async insert(values: CampaignValues): Promise<CampaignRow> {
    const [row] = await this.runner.db.insert(adCampaigns).values(values).returning();
    if (!row) throw new Error('ad_campaign insert returned no row');
    return row;
  }

  async update(id: number, values: CampaignValues): Promise<CampaignRow> {
    const [row] = await this.runner.db
      .update(adCampaigns)
      .set(values)
      .where(eq(adCampaigns.id, id))
      .returning();
    if (!row) throw new Error(`ad_campaign ${id} not updated`);
    return row;
  }

  async remove(id: number): Promise<void> {
    await this.runner.db.delete(adCampaigns).where(eq(adCampaigns.id, id));
  }

  /**
   * Those of `ids` that are adverts, locked against deletion until the transaction ends (so a campaign
   * never links an advert deleted meanwhile).
   */
  async existingAdvertIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.runner.db
      .select({ id: adverts.id })
      .from(adverts)
      .where(inArray(adverts.id, [...ids]))
      .for('key share');
    return new Set(rows.map((row) => row.id));
  }

  /** Those of `ids` that are slots, locked against deletion likewise. */
  async existingSlotIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.runner.db
      .select({ id: adSlots.id })
      .from(adSlots)
      .where(inArray(adSlots.id, [...ids]))
      .for('key share');
    return new Set(rows.map((row) => row.id));
  }

  /** Replaces the campaign's adverts and slots. */
  async link(campaignId: number, advertIds: readonly number[], slotIds: readonly number[]): Promise<void> {
    await this.runner.db.delete(adCampaignAdverts).where(eq(adCampaignAdverts.campaignId, campaignId));
    await this.runner.db.delete(adCampaignSlots).where(eq(adCampaignSlots.campaignId, campaignId));
    if (advertIds.length > 0) {
      await this.runner.db
        .insert(adCampaignAdverts)
        .values(advertIds.map((advertId) => ({ campaignId, advertId })));
    }
    if (slotIds.length > 0) {
      await this.runner.db.insert(adCampaignSlots).values(slotIds.map((slotId) => ({ campaignId, slotId })));
    }
  }

  advertsOf(campaignId: number): Promise<{ id: number; name: string }[]> {
    return this.runner.db
      .select({ id: adverts.id, name: adverts.name })
      .from(adCampaignAdverts)
      .innerJoin(adverts, eq(adverts.id, adCampaignAdverts.advertId))
      .where(eq(adCampaignAdverts.campaignId, campaignId))
      .orderBy(asc(adverts.name), asc(adverts.id));
  }

  slotsOf(campaignId: number): Promise<{ id: number; key: string; name: string }[]> {
    return this.runner.db
      .select({ id: adSlots.id, key: adSlots.key, name: adSlots.name })
      .from(adCampaignSlots)
      .innerJoin(adSlots, eq(adSlots.id, adCampaignSlots.slotId))
      .where(eq(adCampaignSlots.campaignId, campaignId))
      .orderBy(asc(adSlots.key));
  }
}
