import { Injectable } from '@nestjs/common';
import { and, arrayContains, asc, eq, exists, gt, isNull, or } from 'drizzle-orm';
import { adCampaignAdverts, adCampaigns, adSlots, adStylesheets, adverts } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type DeliverySlotRow = Pick<
  typeof adSlots.$inferSelect,
  'id' | 'key' | 'slotTypeId' | 'appliesZipFiltering' | 'width' | 'height'
>;

export type DeliveryAdvertRow = Pick<
  typeof adverts.$inferSelect,
  'id' | 'html' | 'linkUrl' | 'stylesFileName'
>;

/**
 * What the public delivery reads of slots, adverts and stylesheets (reads only: the back office owns the
 * writes). Which campaign items are live comes from LiveItemsRepository.
 */
@Injectable()
export class AdDeliveryRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** The slots on a site, by key. */
  slotsOf(countryId: CountryId): Promise<DeliverySlotRow[]> {
    return this.runner.db
      .select({
        id: adSlots.id,
        key: adSlots.key,
        slotTypeId: adSlots.slotTypeId,
        appliesZipFiltering: adSlots.appliesZipFiltering,
        width: adSlots.width,
        height: adSlots.height,
      })
      .from(adSlots)
      .where(arrayContains(adSlots.countryIds, [countryId]))
      .orderBy(asc(adSlots.key));
  }

  /**
   * An advert that an active campaign not yet ended carries (running or scheduled); undefined for any other,
   * so drafts, paused and ended campaigns' adverts cannot be looked at before or after their time.
   */
  async releasedAdvert(advertId: number, now: Date): Promise<DeliveryAdvertRow | undefined> {
    const [row] = await this.runner.db
      .select({
        id: adverts.id,
        html: adverts.html,
        linkUrl: adverts.linkUrl,
        stylesFileName: adverts.stylesFileName,
      })
      .from(adverts)
      .where(
        and(
          eq(adverts.id, advertId),
          exists(
            this.runner.db
              .select({ one: adCampaigns.id })
              .from(adCampaignAdverts)
              .innerJoin(adCampaigns, eq(adCampaigns.id, adCampaignAdverts.campaignId))
              .where(
                and(
                  eq(adCampaignAdverts.advertId, adverts.id),
                  eq(adCampaigns.status, 'active'),
                  or(isNull(adCampaigns.endsAt), gt(adCampaigns.endsAt, now)),
                ),
              ),
          ),
        ),
      );
    return row;
  }

  /** A stored stylesheet's text (any advert's: the back office's preview uses them too). */
  async stylesheet(fileName: string): Promise<string | undefined> {
    const [row] = await this.runner.db
      .select({ css: adStylesheets.css })
      .from(adStylesheets)
      .where(eq(adStylesheets.fileName, fileName));
    return row?.css;
  }
}
