import { getAdSlot, listAdSlots } from '@fuel/api-client';
import type { AdPlacement } from '@fuel/domain/ads';
import { pickSlotItem } from '@fuel/domain/ads';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';
import type { PlacedAdSlot } from './ad-slot.type';
import { slotForPlacement, slotZipCode, toSlotItems, windowRandom } from './ad-slot.util';

/**
 * For a page's loader: the site's slot of the placement, its items for the postal code when it filters by
 * it, and the item drawn for this page view, so the advert is in the server's HTML (no JavaScript needed).
 * Null when the site has no such slot or the delivery cannot be reached: the page renders without it.
 */
export async function loadAdSlot(
  context: Readonly<RouterContextProvider>,
  placement: AdPlacement,
  zipCode?: string | null,
): Promise<PlacedAdSlot | null> {
  const { countryId } = context.get(siteContext);
  const api = context.get(apiClientContext);
  try {
    const { data: slots } = await listAdSlots({ client: api, query: { countryId }, throwOnError: true });
    const summary = slotForPlacement(slots, placement);
    if (!summary) return null;
    const zip = slotZipCode(summary, zipCode, countryId);
    const { data: slot } = await getAdSlot({
      client: api,
      path: { key: summary.Key },
      query: zip === null ? { countryId } : { countryId, zipCode: zip },
      throwOnError: true,
    });
    const items = toSlotItems(slot.Items);
    const { Id, Key, SlotTypeId, AppliesZipFiltering, Width, Height } = slot;
    return {
      slot: { Id, Key, SlotTypeId, AppliesZipFiltering, Width, Height },
      zipCode: zip,
      items,
      item: pickSlotItem(items, windowRandom(`${Id}|${zip ?? ''}`)) ?? null,
    };
  } catch (error) {
    console.error(`Werbeplatz (${placement}) nicht geladen:`, error);
    return null;
  }
}
