/** Litres the calculator starts with; also the amount of the public best-price call. */
export const DEFAULT_AMOUNT = 3000;
/** Smallest amount a dealer delivers; below it no calculation runs. */
export const MIN_AMOUNT = 500;
/** Largest amount one tanker order may carry. */
export const MAX_AMOUNT = 32000;
export const DEFAULT_STATIONS = 1;

/** Typing in the calculator fields settles for this long before anything is stored or checked. */
export const INPUT_DEBOUNCE_MS = 1500;
/** The cross-site postal-code check runs on almost every keystroke, so its debounce is short. */
export const ZIP_COUNTRY_CHECK_DEBOUNCE_MS = 50;

/** Keys of POST /api/kalkulation/upselling. */
export const UPSELLING_KEYS = {
  climateNeutral: 9999,
  delivery: 10000,
  product: 10001,
  stations: 10002,
} as const;
export type UpsellingKey = (typeof UPSELLING_KEYS)[keyof typeof UPSELLING_KEYS];

/** How many of the ranked offers the teasers show. */
export const BEST_OFFERS_TOP_1 = 1;
export const BEST_OFFERS_TOP_3 = 3;
