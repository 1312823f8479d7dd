import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import type { Database } from '@fuel/db';
import { DatabaseService } from './database.service.js';

/** The transaction handed to `db.transaction(async (tx) => …)`. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The one transaction mechanism. Services wrap work in `transaction(() => …)`; repositories query through
 * `db`, which is the surrounding transaction when there is one and the connection otherwise, so no
 * repository takes a transaction parameter or hands out the connection. A transaction started inside
 * another joins it (one commit, one rollback).
 *
 * Our own 20 lines rather than @nestjs-cls/transactional: its Drizzle adapter needs the connection while Nest
 * builds the module graph, but the connection opens in onModuleInit so that the OpenAPI emitter and the
 * access test build the app without a database.
 */
@Injectable()
export class TransactionRunner {
  private readonly current = new AsyncLocalStorage<Transaction>();

  constructor(private readonly database: DatabaseService) {}

  /** The surrounding transaction, or the connection. */
  get db(): Database {
    return this.current.getStore() ?? this.database.db;
  }

  get inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.database.db.transaction((tx) => this.current.run(tx, work));
  }
}
