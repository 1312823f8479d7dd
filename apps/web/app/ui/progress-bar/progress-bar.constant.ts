/** Spec 1 §9 / spec 2 §9: the bar appears only for work longer than the throttle, and fills over the duration. */
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
