import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The common face of the node-postgres and PGlite drivers: repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Where the data lives, without credentials: host/database or the PGlite folder. */
  readonly location: string;
  /** The embedded client when `kind` is pglite, for libraries that speak to PGlite themselves (pg-boss). */
  readonly pglite: PGlite | undefined;
  ping(): Promise<void>;
  /** Runs `work` while holding a Postgres session-level advisory lock. */
  withAdvisoryLock<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite database in `dataDir` is used. */
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const parsed = new URL(url);
  return {
    db: drizzlePg({ client: pool, schema, casing: 'snake_case' }),
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    pglite: undefined,
    async ping() {
      await pool.query('SELECT 1');
    },
    async withAdvisoryLock(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = resolve(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    location: folder,
    pglite: client,
    async ping() {
      await client.query('SELECT 1');
    },
    // PGlite is one process with one connection: the folder itself is the lock.
    withAdvisoryLock: (_lockKey, work) => work(),
    close: () => client.close(),
  };
}
