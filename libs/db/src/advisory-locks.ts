/** Every PostgreSQL advisory lock key of the project in one place, so no two uses collide. */
export const ADVISORY_LOCKS = {
  migrations: 72_410_001,
  demoMarket: 72_410_002,
  /** Held around a whole seed run by callers that seed concurrently (parallel test files). */
  seed: 72_410_003,
} as const;
