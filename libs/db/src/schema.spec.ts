import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';
import * as schema from './schema.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The snapshot drizzle-kit wrote with the newest committed migration. */
function latestSnapshot(): DrizzleSnapshotJSON {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error('no migrations');
  const file = join(MIGRATIONS_FOLDER, 'meta', `${String(latest.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as DrizzleSnapshotJSON;
}

describe('schema', () => {
  // `npm run db:generate` would write nothing: a schema change without its migration fails here.
  it('matches the committed migrations', async () => {
    const previous = latestSnapshot();
    const current = generateDrizzleJson(schema, previous.id, undefined, 'snake_case');
    expect(await generateMigration(previous, current)).toEqual([]);
  });
});
