/** Pause after a stored answer before the guide moves on, so a quick correction is not skipped. */
export const GUIDE_AUTO_ADVANCE_DEBOUNCE_MS = 1500;
/** The comparison result stays visible this long before the checkout opens. */
export const COMPARE_REDIRECT_DELAY_MS = 5000;
/** Local storage key of the guide's comparison result. */
export const COMPARE_RESULT_STORAGE_KEY = 'compareResult';

/** Each guide keeps its own answers, so two guides never overwrite each other. */
export function guideStateStorageKey(guideId: number | string): string {
  return `guide-state-${guideId}`;
}
