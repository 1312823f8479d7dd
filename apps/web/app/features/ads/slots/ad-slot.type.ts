import type { CountryId } from '@fuel/domain';
import type { SlotItem, SlotTypeId } from '@fuel/domain/ads';

/** A slot as the delivery lists it (spec 2 §7): which one, its type and size, whether it follows the postal code. */
export interface AdSlotSummary {
  readonly Id: number;
  readonly Key: string;
  readonly SlotTypeId: SlotTypeId;
  readonly AppliesZipFiltering: boolean;
  readonly Width: number;
  readonly Height: number;
}

/**
 * What a page's loader hands to its `AdSlot`: the site's slot of the page's placement, the postal code its
 * items were loaded for (null: none, or the slot does not filter), those items and the one the server chose,
 * which the page renders (also without JavaScript).
 */
export interface PlacedAdSlot {
  readonly slot: AdSlotSummary;
  readonly zipCode: string | null;
  readonly items: readonly SlotItem[];
  readonly item: SlotItem | null;
}

/** The body of POST /api/iam/impressions: the advert shown, where and in which campaign; nothing about the visitor. */
export interface AdImpression {
  readonly countryId: CountryId;
  readonly slotId: number;
  readonly advertId: number;
  readonly campaignId: number;
}
