import type { Database } from '@fuel/db';

/** The transaction handed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Repositories write through either the connection or a caller's transaction. */
export type Executor = Database | Transaction;
