import { describe, expect, it } from 'vitest';
import { pickSlotItem, type SlotItem } from './slot-choice.util.js';

function item(AdvertId: number, CampaignTypeId: 1 | 2, Weight: number): SlotItem {
  return { SlotId: 1, AdvertId, CampaignId: AdvertId, CampaignTypeId, Weight };
}

/** A seeded generator (mulberry32), so the distribution test is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('pickSlotItem', () => {
  it('draws paid items in proportion to their weights', () => {
    const items = [item(1, 1, 1), item(2, 1, 3), item(3, 1, 6), item(9, 2, 100)];
    const random = seeded(17);
    const counts = new Map<number, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) {
      const picked = pickSlotItem(items, random)!;
      counts.set(picked.AdvertId, (counts.get(picked.AdvertId) ?? 0) + 1);
    }
    expect((counts.get(1) ?? 0) / draws).toBeCloseTo(0.1, 2);
    expect((counts.get(2) ?? 0) / draws).toBeCloseTo(0.3, 2);
    expect((counts.get(3) ?? 0) / draws).toBeCloseTo(0.6, 2);
    expect(counts.has(9)).toBe(false);
  });

  it('falls back to a house item when there is no paid one', () => {
    expect(pickSlotItem([item(9, 2, 5)], () => 0.99)?.AdvertId).toBe(9);
  });

  it('never draws a paid item of weight zero, and falls back when every paid weight is zero', () => {
    const items = [item(1, 1, 0), item(2, 1, 4), item(9, 2, 1)];
    for (const point of [0, 0.25, 0.5, 0.999999]) expect(pickSlotItem(items, () => point)?.AdvertId).toBe(2);
    expect(pickSlotItem([item(1, 1, 0), item(9, 2, 1)], () => 0)?.AdvertId).toBe(9);
  });

  it('picks house items evenly when none has a weight', () => {
    const items = [item(8, 2, 0), item(9, 2, 0)];
    expect(pickSlotItem(items, () => 0.2)?.AdvertId).toBe(8);
    expect(pickSlotItem(items, () => 0.7)?.AdvertId).toBe(9);
    expect(pickSlotItem(items, () => 0.9999999)?.AdvertId).toBe(9);
  });

  it('ignores weights that are not numbers and shows nothing for an empty slot', () => {
    expect(pickSlotItem([item(1, 1, Number.NaN), item(2, 1, -3), item(3, 1, 2)], () => 0)?.AdvertId).toBe(3);
    expect(pickSlotItem([])).toBeUndefined();
  });
});
