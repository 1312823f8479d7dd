// The ads feature (issue #17): the site's advert slots; the back-office screens add their exports here.
export { AdSlot, type AdSlotProps } from './slots/components/ad-slot';
export type { PlacedAdSlot } from './slots/ad-slot.type';
