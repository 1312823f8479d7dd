import { type SlotItem, pickSlotItem } from '@fuel/domain/ads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../../lib/api/api-client-provider';
import { useSite } from '../../../../lib/site/site-provider';
import type { PlacedAdSlot } from '../ad-slot.type';
import { keepOrPickItem, slotZipCode, toSlotItems } from '../ad-slot.util';
import { adSlotQuery } from '../queries';

interface Choice {
  /** The postal code the items were loaded for. */
  readonly zipCode: string | null;
  /** The items the choice was made from (the query's data), to notice new ones. */
  readonly source: unknown;
  readonly item: SlotItem | null;
}

/**
 * The item a slot shows: the server's choice at first (so the hydrated page matches its HTML); when the
 * postal code of a zip-filtering slot changes (the offer list changes its URL without running its loader),
 * the slot is loaded for the new code and drawn anew. While that loads the previous advert stays.
 */
export function useAdSlotItem(placed: PlacedAdSlot, zipCode: string | null | undefined): SlotItem | null {
  const api = useApiClient();
  const { countryId } = useSite();
  const zip = slotZipCode(placed.slot, zipCode, countryId);
  const query = useQuery({
    ...adSlotQuery(api, placed.slot.Key, countryId, zip),
    // The loader's items, fresh from the hydration on (the page carries no time, so its HTML stays the same).
    ...(zip === placed.zipCode && { initialData: { ...placed.slot, Items: [...placed.items] } }),
    placeholderData: keepPreviousData,
  });
  const source = query.isPlaceholderData ? undefined : query.data?.Items;
  const [choice, setChoice] = useState<Choice>(() => ({
    zipCode: placed.zipCode,
    source,
    item: placed.item,
  }));

  if (source !== undefined && source !== choice.source) {
    const items = toSlotItems(source);
    // Reloaded for the same code: keep what is shown while still offered; a new code draws afresh.
    const item = choice.zipCode === zip ? keepOrPickItem(items, choice.item) : (pickSlotItem(items) ?? null);
    setChoice({ zipCode: zip, source, item });
    return item;
  }
  return choice.item;
}
