import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { ADVISORY_LOCKS } from './advisory-locks.js';
import type { DatabaseHandle, Schema } from './client.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies the committed SQL migrations. Two processes starting together on an empty database
 * serialise on the advisory lock; the second finds everything applied and does nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await handle.withAdvisoryLock(ADVISORY_LOCKS.migrations, () =>
    handle.kind === 'postgres'
      ? migratePg(handle.db as unknown as NodePgDatabase<Schema>, config)
      : migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config),
  );
}
