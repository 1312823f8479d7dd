import type { CountryId } from '@fuel/domain';
import type { SlotItem } from '@fuel/domain/ads';
import { type RefObject, useEffect, useRef } from 'react';
import { sendAdImpression } from '../impression.util';

/** At least half of the advert in view counts as an impression (the industry's viewability rule). */
const VISIBLE_SHARE = 0.5;

/**
 * Counts the shown advert once per page view as soon as half of its box is in the viewport. Returns the
 * ref for the box. Browsers without IntersectionObserver count nothing rather than guess.
 */
export function useImpressionBeacon<T extends Element>(
  countryId: CountryId,
  item: SlotItem | null,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const counted = useRef(new Set<string>());
  const slotId = item?.SlotId;
  const advertId = item?.AdvertId;
  const campaignId = item?.CampaignId;

  useEffect(() => {
    const element = ref.current;
    if (slotId === undefined || advertId === undefined || campaignId === undefined || !element) return;
    const key = `${slotId}:${advertId}:${campaignId}`;
    if (counted.current.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE))
          return;
        observer.disconnect();
        counted.current.add(key);
        sendAdImpression({ countryId, slotId, advertId, campaignId });
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [countryId, slotId, advertId, campaignId]);

  return ref;
}
