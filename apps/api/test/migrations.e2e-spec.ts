import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { MIGRATIONS_FOLDER } from '@fuel/db';
import pg from 'pg';
import { startTestApp } from './test-app.js';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './test-services.js';

const adminUrl = process.env['TEST_POSTGRES_ADMIN_URL'] as string;
const name = uniqueDatabaseName('fuel_migrate');

describe('migrations at start', () => {
  afterAll(async () => {
    await dropDatabase(adminUrl, name);
  });

  it('two API instances started together on an empty database both come up and migrate once', async () => {
    const databaseUrl = await createDatabase(adminUrl, name);
    const [first, second] = await Promise.all([startTestApp({ databaseUrl }), startTestApp({ databaseUrl })]);
    try {
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rowCount).toBe(journal.entries.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
