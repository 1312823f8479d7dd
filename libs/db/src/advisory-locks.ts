/** Every PostgreSQL advisory lock key of the project in one place, so no two uses collide. */
export const ADVISORY_LOCKS = {
  migrations: 72_410_001,
  demoMarket: 72_410_002,
  /** Held around a whole seed run by callers that seed concurrently (parallel test files). */
  seed: 72_410_003,
  /** Held per requesting user (second key) while an order export is asked for: one export per filters a minute. */
  orderExport: 72_410_004,
  /** Held per site × product group (second key) while its calculator options change: audits chain in order. */
  calculatorOptions: 72_410_005,
} as const;
