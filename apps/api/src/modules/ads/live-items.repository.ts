import { Injectable } from '@nestjs/common';
import { and, arrayContains, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { adCampaignAdverts, adCampaigns, adCampaignSlots } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { SlotItem } from '@fuel/domain/ads';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

/** A slot item with what decides whether it is delivered to a postal code and today. */
export interface LiveItemRow extends SlotItem {
  readonly zipTargets: string[];
  readonly dailyImpressionCap: number | null;
}

/**
 * The running campaigns' items of a slot on a site: each (advert, slot) pair of an active campaign within
 * its period. Reads the campaign tables the back office writes (a read model: no writes here).
 */
@Injectable()
export class LiveItemsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  itemsOf(slotId: number, countryId: CountryId, now: Date): Promise<LiveItemRow[]> {
    return this.runner.db
      .select({
        SlotId: adCampaignSlots.slotId,
        AdvertId: adCampaignAdverts.advertId,
        CampaignId: adCampaigns.id,
        CampaignTypeId: adCampaigns.campaignTypeId,
        Weight: adCampaigns.weight,
        zipTargets: adCampaigns.zipTargets,
        dailyImpressionCap: adCampaigns.dailyImpressionCap,
      })
      .from(adCampaignSlots)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adCampaignSlots.campaignId))
      .innerJoin(adCampaignAdverts, eq(adCampaignAdverts.campaignId, adCampaigns.id))
      .where(
        and(
          eq(adCampaignSlots.slotId, slotId),
          eq(adCampaigns.status, 'active'),
          arrayContains(adCampaigns.countryIds, [countryId]),
          lte(adCampaigns.startsAt, now),
          or(isNull(adCampaigns.endsAt), gt(adCampaigns.endsAt, now)),
        ),
      )
      .orderBy(asc(adCampaigns.id), asc(adCampaignAdverts.advertId));
  }
}
