import type { SlotRowOutput } from '@fuel/api-client';
import { slotTypeById } from '@fuel/domain/ads';

/** A slot's size as the back office writes it: '300 × 250 px'. */
export function slotSizeText(slot: Pick<SlotRowOutput, 'width' | 'height'>): string {
  return `${slot.width} × ${slot.height} px`;
}

/** A slot in one line beside its name: key, type (unless it is the name), size, postal-code filtering. */
export function slotDescription(slot: SlotRowOutput): string {
  const type = slotTypeById(slot.slotTypeId)?.name;
  return [
    slot.key,
    type === slot.name ? undefined : type,
    slotSizeText(slot),
    slot.appliesZipFiltering ? 'nach Postleitzahl' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}
