import { describe, expect, it } from 'vitest';
import { pickSlotItem, type SlotItem, slotItemShares } from './slot-choice.util.js';

function item(AdvertId: number, CampaignTypeId: 1 | 2, Weight: number): SlotItem {
  return { SlotId: 1, AdvertId, CampaignId: AdvertId, CampaignTypeId, Weight };
}

/** How often pickSlotItem draws each item over evenly spread random points. */
function drawn(items: readonly SlotItem[], points = 10_000): number[] {
  const counts = items.map(() => 0);
  for (let i = 0; i < points; i += 1) {
    const picked = pickSlotItem(items, () => (i + 0.5) / points);
    const index = items.findIndex((candidate) => candidate === picked);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count) => count / points);
}

describe('slotItemShares', () => {
  it.each([
    [
      'paid items by weight, house items never',
      [item(1, 1, 1), item(2, 1, 3), item(3, 2, 50)],
      [0.25, 0.75, 0],
    ],
    ['paid items of weight 0 never', [item(1, 1, 0), item(2, 1, 4), item(3, 2, 1)], [0, 1, 0]],
    [
      'house items by weight without a weighted paid item',
      [item(1, 1, 0), item(2, 2, 1), item(3, 2, 3)],
      [0, 0.25, 0.75],
    ],
    ['house items evenly without weights', [item(2, 2, 0), item(3, 2, 0)], [0.5, 0.5]],
    ['nothing for an empty slot', [], []],
  ])('gives %s, as pickSlotItem draws them', (_name, items, shares) => {
    expect(slotItemShares(items)).toEqual(shares);
    if (items.length > 0) {
      drawn(items).forEach((share, index) => expect(share).toBeCloseTo(shares[index] ?? 0, 2));
    }
  });
});
