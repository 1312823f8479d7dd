/** How long answers may be served from cache, in seconds (spec 1 §9, spec 2 §9). */
export const CACHE_TTL_SECONDS = {
  prices: 120,
  bestPrice: 120,
  availability: 120,
  news: 3600,
  crossLinks: 3600,
  reviews: 3600,
  /** Dealer directory (not in the spec; the market changes with price imports, not by the minute). */
  dealers: 3600,
  checkedZipCode: 172800,
  /** Country states and similar data that only change with a release (not in the spec). */
  referenceData: 86400,
} as const;
