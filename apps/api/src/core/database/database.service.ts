import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from '@fuel/db';
import pg from 'pg';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/** The PostgreSQL pool's connections now, for the metrics. */
export interface PoolUsage {
  /** Open connections, busy or idle. */
  readonly total: number;
  readonly idle: number;
  /** Queries waiting for a connection because all are busy. */
  readonly waiting: number;
}

/**
 * Owns the connection: opens it and applies migrations under the advisory lock. Demo and reference data come
 * from the seed CLI (libs/seed), which `npm start`, the browser tests and the compose `seed` service run first.
 */
@Injectable()
export class DatabaseService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseService.name);
  private handle: DatabaseHandle | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const handle = await openDatabase({
      url: this.config.databaseUrl,
      dataDir: this.config.dataDir,
      poolSize: this.config.dbPoolSize,
    });
    this.handle = handle;
    await migrateDatabase(handle);
    this.logger.log(`migrations applied (${handle.kind})`);
  }

  get db(): Database {
    return this.connection.db;
  }

  get kind(): DatabaseHandle['kind'] {
    return this.connection.kind;
  }

  /** The embedded PGlite client (kind pglite), which the job queue (pg-boss) speaks to directly. */
  get pglite(): DatabaseHandle['pglite'] {
    return this.connection.pglite;
  }

  /** Undefined on PGlite: one connection inside this process, which nothing waits for. */
  get poolUsage(): PoolUsage | undefined {
    const db = this.handle?.db;
    // drizzle's node-postgres driver keeps its pool as `$client`; libs/db hands out only the drizzle face.
    const client = db && '$client' in db ? db.$client : undefined;
    if (!(client instanceof pg.Pool)) return undefined;
    return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
  }

  ping(): Promise<void> {
    return this.connection.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
  }

  private get connection(): DatabaseHandle {
    if (!this.handle) throw new Error('Database used before the module was initialised');
    return this.handle;
  }
}
