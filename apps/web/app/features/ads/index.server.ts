// The ads feature's server-only surface (loaders' helpers).
export { loadAdSlot } from './slots/ad-slot.server';
