import { type CountryId, isValidZipCode } from '@fuel/domain';
import {
  ADVERT_LABEL,
  AD_CACHE_SECONDS,
  type AdPlacement,
  CAMPAIGN_TYPE_IDS,
  type CampaignTypeId,
  type RandomSource,
  type SlotItem,
  pickSlotItem,
  slotTypeById,
} from '@fuel/domain/ads';
import type { AdSlotSummary } from './ad-slot.type';

/** The site's slot for a page family: the first (lowest id) whose slot type belongs there. */
export function slotForPlacement<T extends { readonly Id: number; readonly SlotTypeId: number }>(
  slots: readonly T[],
  placement: AdPlacement,
): T | undefined {
  return [...slots]
    .sort((a, b) => a.Id - b.Id)
    .find((slot) => slotTypeById(slot.SlotTypeId)?.placement === placement);
}

/**
 * The postal code a slot's items are asked for: only when the slot filters by it and it is one of the
 * site's (the delivery refuses malformed ones); otherwise none, which gives the untargeted items.
 */
export function slotZipCode(
  slot: Pick<AdSlotSummary, 'AppliesZipFiltering'>,
  zipCode: string | null | undefined,
  countryId: CountryId,
): string | null {
  if (!slot.AppliesZipFiltering || !zipCode) return null;
  return isValidZipCode(zipCode, countryId) ? zipCode : null;
}

/**
 * The random source of a server render: the same for a slot and postal code throughout a window of the
 * delivery's slot cache (5 minutes). A page's HTML, and so its ETag, then stays the same while its data
 * does, and a revalidation answers 304; the pages are shared-cacheable anyway, so a window's visitors would
 * see one advert per page regardless. The weights show across windows.
 */
export function windowRandom(seed: string, now: number = Date.now()): RandomSource {
  const windowIndex = Math.floor(now / (AD_CACHE_SECONDS.slots * 1000));
  // FNV-1a of seed and window as the state of a mulberry32 generator.
  let state = 0x811c9dc5;
  for (const char of `${seed}|${windowIndex}`) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isCampaignTypeId(id: number): id is CampaignTypeId {
  return (CAMPAIGN_TYPE_IDS as readonly number[]).includes(id);
}

interface DeliveredItem {
  readonly SlotId: number;
  readonly AdvertId: number;
  readonly CampaignId: number;
  readonly CampaignTypeId: number;
  readonly Weight: number;
}

/** The delivery's items as the domain's, leaving out a campaign type this web does not know. */
export function toSlotItems(items: readonly DeliveredItem[]): SlotItem[] {
  return items.flatMap(({ SlotId, AdvertId, CampaignId, CampaignTypeId, Weight }) =>
    isCampaignTypeId(CampaignTypeId) ? [{ SlotId, AdvertId, CampaignId, CampaignTypeId, Weight }] : [],
  );
}

function sameItem(a: SlotItem, b: SlotItem): boolean {
  return a.SlotId === b.SlotId && a.AdvertId === b.AdvertId && a.CampaignId === b.CampaignId;
}

/**
 * The item after the slot's items were loaded again for the same postal code: the one shown stays while
 * the slot still offers it (no advert swaps under the reader's eyes); otherwise a fresh draw.
 */
export function keepOrPickItem(
  items: readonly SlotItem[],
  shown: SlotItem | null,
  random: RandomSource = Math.random,
): SlotItem | null {
  const kept = shown && items.find((item) => sameItem(item, shown));
  return kept ?? pickSlotItem(items, random) ?? null;
}

/**
 * The advert's document as the delivery serves it (same origin: the web server proxies /api); the site
 * makes its links count the clicks there.
 */
export function advertFrameSrc(item: SlotItem, countryId: CountryId): string {
  const query = new URLSearchParams({
    slotId: String(item.SlotId),
    campaignId: String(item.CampaignId),
    countryId: String(countryId),
  });
  return `/api/iam/content/${item.AdvertId}/frame?${query}`;
}

/** The frame's name for screen readers: the label and where the advert stands. */
export function advertFrameTitle(slotTypeId: number): string {
  const type = slotTypeById(slotTypeId);
  return type ? `${ADVERT_LABEL}: ${type.name}` : ADVERT_LABEL;
}
