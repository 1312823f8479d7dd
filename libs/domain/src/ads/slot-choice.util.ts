import type { CampaignTypeId } from './ad.constant.js';

/** An item of a slot (spec 2 §3: SlotId, AdvertId, CampaignTypeId, Weight), plus its campaign for the figures. */
export interface SlotItem {
  readonly SlotId: number;
  readonly AdvertId: number;
  readonly CampaignId: number;
  readonly CampaignTypeId: CampaignTypeId;
  readonly Weight: number;
}

/** One draw in [0, 1), as Math.random gives it; tests pass their own. */
export type RandomSource = () => number;

function weightOf(item: SlotItem): number {
  return Number.isFinite(item.Weight) && item.Weight > 0 ? item.Weight : 0;
}

function weightedDraw(items: readonly SlotItem[], random: RandomSource): SlotItem | undefined {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  if (total <= 0) return undefined;
  let point = random() * total;
  for (const item of items) {
    const weight = weightOf(item);
    if (weight === 0) continue;
    if (point < weight) return item;
    point -= weight;
  }
  // Rounding at the top end: the last weighted item.
  return items.findLast((item) => weightOf(item) > 0);
}

/**
 * The item a slot shows (spec 2 §4): among paid items (type 1) by weighted random on Weight; without a paid
 * item of positive weight one house item (type 2), by weight when they have one, else evenly. Undefined
 * when the slot has nothing to show.
 */
export function pickSlotItem(
  items: readonly SlotItem[],
  random: RandomSource = Math.random,
): SlotItem | undefined {
  const paid = weightedDraw(
    items.filter((item) => item.CampaignTypeId === 1),
    random,
  );
  if (paid) return paid;
  const house = items.filter((item) => item.CampaignTypeId === 2);
  if (house.length === 0) return undefined;
  return (
    weightedDraw(house, random) ?? house[Math.min(house.length - 1, Math.floor(random() * house.length))]
  );
}

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
