import type { SlotRowOutput } from '@fuel/api-client';
import { slotTypeById } from '@fuel/domain/ads';

/** A slot's size as the back office writes it: '300 × 250 px'. */
export function slotSizeText(slot: Pick<SlotRowOutput, 'width' | 'height'>): string {
  return `${slot.width} × ${slot.height} px`;
}

/** A slot in one line beside its name: key, type, size and whether it filters by postal code. */
export function slotDescription(slot: SlotRowOutput): string {
  return [
    slot.key,
    slotTypeById(slot.slotTypeId)?.name,
    slotSizeText(slot),
    slot.appliesZipFiltering ? 'nach Postleitzahl' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}
