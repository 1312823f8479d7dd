import type { SlotItem } from '@fuel/domain/ads';

const weightOf = (item: SlotItem): number =>
  Number.isFinite(item.Weight) && item.Weight > 0 ? item.Weight : 0;

/**
 * The chance `pickSlotItem` gives each item, in the items' order: paid items (type 1) by their share of the
 * paid weights; when no paid item has a positive weight, house items (type 2) by their share of the house
 * weights, or evenly when none has one. Every other item 0. Sums to 1 unless nothing can be shown.
 */
export function slotItemShares(items: readonly SlotItem[]): number[] {
  const paidTotal = items.reduce((sum, item) => sum + (item.CampaignTypeId === 1 ? weightOf(item) : 0), 0);
  if (paidTotal > 0) return items.map((item) => (item.CampaignTypeId === 1 ? weightOf(item) / paidTotal : 0));
  const house = items.filter((item) => item.CampaignTypeId === 2);
  const houseTotal = house.reduce((sum, item) => sum + weightOf(item), 0);
  return items.map((item) => {
    if (item.CampaignTypeId !== 2) return 0;
    return houseTotal > 0 ? weightOf(item) / houseTotal : 1 / house.length;
  });
}
