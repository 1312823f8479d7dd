import type { SlotItem } from '@fuel/domain/ads';
import { describe, expect, it } from 'vitest';
import {
  advertFrameSrc,
  advertFrameTitle,
  keepOrPickItem,
  slotForPlacement,
  slotZipCode,
  toSlotItems,
  windowRandom,
} from './ad-slot.util';

const slot = (Id: number, SlotTypeId: number, AppliesZipFiltering = false) => ({
  Id,
  Key: `slot-${Id}`,
  SlotTypeId,
  AppliesZipFiltering,
  Width: 300,
  Height: 250,
});

const item = (AdvertId: number, CampaignTypeId: 1 | 2, Weight: number, CampaignId = AdvertId): SlotItem => ({
  SlotId: 4,
  AdvertId,
  CampaignId,
  CampaignTypeId,
  Weight,
});

describe('slotForPlacement', () => {
  it('takes the lowest-id slot whose type belongs to the page family', () => {
    const slots = [slot(9, 2), slot(3, 1), slot(5, 2), slot(7, 4)];
    expect(slotForPlacement(slots, 'offer-list')?.Id).toBe(5);
    expect(slotForPlacement(slots, 'home')?.Id).toBe(3);
    expect(slotForPlacement(slots, 'news')?.Id).toBe(7);
    expect(slotForPlacement(slots, 'prices')).toBeUndefined();
    expect(slotForPlacement([slot(1, 99)], 'home')).toBeUndefined();
  });
});

describe('slotZipCode', () => {
  it("asks with the postal code only when the slot filters and the code is one of the site's", () => {
    expect(slotZipCode({ AppliesZipFiltering: true }, '80331', 1)).toBe('80331');
    expect(slotZipCode({ AppliesZipFiltering: false }, '80331', 1)).toBeNull();
    expect(slotZipCode({ AppliesZipFiltering: true }, '8010', 1)).toBeNull();
    expect(slotZipCode({ AppliesZipFiltering: true }, '8010', 2)).toBe('8010');
    expect(slotZipCode({ AppliesZipFiltering: true }, '8033x', 1)).toBeNull();
    expect(slotZipCode({ AppliesZipFiltering: true }, '', 1)).toBeNull();
    expect(slotZipCode({ AppliesZipFiltering: true }, undefined, 1)).toBeNull();
  });
});

describe('toSlotItems', () => {
  it('keeps paid and house items and leaves out campaign types the web does not know', () => {
    const delivered = [
      { SlotId: 4, AdvertId: 1, CampaignId: 11, CampaignTypeId: 1, Weight: 3 },
      { SlotId: 4, AdvertId: 2, CampaignId: 12, CampaignTypeId: 2, Weight: 0 },
      { SlotId: 4, AdvertId: 3, CampaignId: 13, CampaignTypeId: 7, Weight: 5 },
    ];
    expect(toSlotItems(delivered).map((i) => i.AdvertId)).toEqual([1, 2]);
  });
});

describe('keepOrPickItem', () => {
  const paid = item(1, 1, 1);
  const otherPaid = item(2, 1, 1);
  const house = item(9, 2, 0);

  it('keeps the shown item while the reloaded slot still offers it', () => {
    expect(keepOrPickItem([house, otherPaid, paid], paid, () => 0)).toEqual(paid);
  });

  it('draws afresh when the shown item is gone (by advert and campaign), or nothing was shown', () => {
    expect(keepOrPickItem([otherPaid, house], paid, () => 0)).toEqual(otherPaid);
    expect(keepOrPickItem([item(1, 1, 1, 99), house], paid, () => 0)?.CampaignId).toBe(99);
    expect(keepOrPickItem([house], null, () => 0.5)).toEqual(house);
  });

  it('shows nothing when the slot has no item', () => {
    expect(keepOrPickItem([], paid)).toBeNull();
    expect(keepOrPickItem([], null)).toBeNull();
  });
});

describe('windowRandom', () => {
  const minutes = (count: number) => count * 60_000;
  const draws = (random: () => number) => Array.from({ length: 5 }, random);

  it('draws the same within a window of the slot cache, so the page and its ETag stay the same', () => {
    const start = Date.UTC(2026, 10, 24, 12, 0);
    expect(draws(windowRandom('2|80331', start))).toEqual(draws(windowRandom('2|80331', start + minutes(4))));
    expect(draws(windowRandom('2|80331', start))).not.toEqual(
      draws(windowRandom('2|80331', start + minutes(5))),
    );
    expect(draws(windowRandom('2|80331', start))).not.toEqual(draws(windowRandom('2|10115', start)));
  });

  it('spreads over [0, 1) across windows, so the weights show over time', () => {
    const values = Array.from({ length: 10_000 }, (_, window) => windowRandom('1|', window * 300_000)());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const paid = [item(1, 1, 1), item(2, 1, 3)];
    const shownTwo = Array.from({ length: 10_000 }, (_, window) =>
      keepOrPickItem(paid, null, windowRandom('4|80331', window * 300_000)),
    ).filter((shown) => shown?.AdvertId === 2).length;
    expect(shownTwo / 10_000).toBeCloseTo(0.75, 1);
  });
});

describe('advert frame', () => {
  it('points at the delivery frame of the advert with slot and campaign', () => {
    expect(advertFrameSrc({ SlotId: 4, AdvertId: 12, CampaignId: 7, CampaignTypeId: 1, Weight: 1 }, 2)).toBe(
      '/api/iam/content/12/frame?slotId=4&campaignId=7&countryId=2',
    );
  });

  it('is named with the label and where it stands', () => {
    expect(advertFrameTitle(2)).toBe('Anzeige: Seitenleiste der Angebotsliste');
    expect(advertFrameTitle(42)).toBe('Anzeige');
  });
});
