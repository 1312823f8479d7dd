import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { matchesZipTargets, type SlotItem } from '@fuel/domain/ads';
import { siteToday } from '@fuel/domain/common';
import { LiveItemsRepository } from './live-items.repository.js';
import { AdStatsRepository } from './stats/ad-stats.repository.js';

/** The slot as far as choosing its items goes (spec 2 §3: Id, AppliesZipFiltering). */
export interface SlotForItems {
  readonly id: number;
  readonly appliesZipFiltering: boolean;
}

/**
 * What a slot offers now (spec 2 §4; issue #17): the items of campaigns running on the site, targeting the
 * postal code when the slot filters by it (without a postal code only untargeted campaigns), and not past
 * their daily impression cap. The delivery caches the answer; the back office's preview asks directly.
 */
@Injectable()
export class LiveItemsService {
  constructor(
    private readonly repository: LiveItemsRepository,
    private readonly stats: AdStatsRepository,
  ) {}

  async itemsFor(
    slot: SlotForItems,
    countryId: CountryId,
    zipCode: string | undefined,
    now: Date = new Date(),
  ): Promise<SlotItem[]> {
    const rows = (await this.repository.itemsOf(slot.id, countryId, now)).filter(
      (row) =>
        !slot.appliesZipFiltering ||
        (zipCode === undefined ? row.zipTargets.length === 0 : matchesZipTargets(row.zipTargets, zipCode)),
    );
    const capped = rows.filter((row) => row.dailyImpressionCap !== null);
    const seen = await this.stats.impressionsOn(
      siteToday(countryId, now),
      capped.map((row) => row.CampaignId),
    );
    return rows
      .filter(
        (row) => row.dailyImpressionCap === null || (seen.get(row.CampaignId) ?? 0) < row.dailyImpressionCap,
      )
      .map(({ SlotId, AdvertId, CampaignId, CampaignTypeId, Weight }) => ({
        SlotId,
        AdvertId,
        CampaignId,
        CampaignTypeId,
        Weight,
      }));
  }
}
