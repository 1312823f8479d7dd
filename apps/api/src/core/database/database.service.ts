import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from '@fuel/db';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

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
