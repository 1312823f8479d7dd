import { AdFrame } from '../../../../ui';
import { useSite } from '../../../../lib/site/site-provider';
import type { PlacedAdSlot } from '../ad-slot.type';
import { advertFrameSrc, advertFrameTitle } from '../ad-slot.util';
import { useAdSlotItem } from '../hooks/use-ad-slot-item';
import { useImpressionBeacon } from '../hooks/use-impression-beacon';

export interface AdSlotProps {
  /** The loader's `loadAdSlot(…)`; null (no slot, delivery down) renders nothing. */
  readonly placed: PlacedAdSlot | null;
  /** The page's postal code, for a slot that filters by it; a change reloads the slot. */
  readonly zipCode?: string | null;
  /** The wrapper's class: the page's spacing and place in its grid (the wrapper exists only with an advert). */
  readonly className?: string;
}

/** A page's advert slot: the chosen advert in its labelled frame, counted when seen; nothing when there is none. */
export function AdSlot({ placed, zipCode, className }: AdSlotProps) {
  if (!placed) return null;
  return <PlacedAd placed={placed} zipCode={zipCode} className={className} />;
}

function PlacedAd({ placed, zipCode, className }: AdSlotProps & { readonly placed: PlacedAdSlot }) {
  const { countryId } = useSite();
  const item = useAdSlotItem(placed, zipCode);
  const ref = useImpressionBeacon<HTMLElement>(countryId, item);
  if (!item) return null;
  const src = advertFrameSrc(item, countryId);
  return (
    <div className={className} data-ad-slot={placed.slot.Key}>
      <AdFrame
        ref={ref}
        // A new advert is a new frame, not a navigation inside the old one (no history entry, fresh sandbox).
        key={src}
        src={src}
        width={placed.slot.Width}
        height={placed.slot.Height}
        title={advertFrameTitle(placed.slot.SlotTypeId)}
      />
    </div>
  );
}
