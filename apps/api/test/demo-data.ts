import { resolve } from 'node:path';
import { ADVISORY_LOCKS, migrateDatabase, openDatabase } from '@fuel/db';
import { seedDatabase } from '@fuel/seed';

const POSTAL_CODES_DIR = resolve(import.meta.dirname, '../../../../shared/data/postal-codes');

/**
 * Migrates and fills the run's database with the real postal codes and the scale-1 demo market, once: the seed is
 * idempotent and the advisory lock keeps parallel test files from seeding at the same time.
 */
export async function ensureDemoData(): Promise<void> {
  const handle = await openDatabase({ url: process.env['TEST_DATABASE_URL'], dataDir: '.data' });
  try {
    await migrateDatabase(handle);
    await handle.withAdvisoryLock(ADVISORY_LOCKS.seed, () =>
      seedDatabase(handle.db, {
        postalCodesDir: process.env['POSTAL_CODES_DIR'] ?? POSTAL_CODES_DIR,
        demoMarket: { scale: 1 },
        // The guide's tests show the marketplace percentile of the demo groups.
        demoComparisons: true,
      }),
    );
  } finally {
    await handle.close();
  }
}
