import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type { OrderStatus } from '@fuel/domain/orders';
import { users } from './accounts.js';

export type OrderExportFormat = 'csv' | 'xlsx';
export type OrderExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** What an export covers: placed from `from` to `to` (site days), optionally one site, dealer and status. */
export interface OrderExportFilters {
  from: string;
  to: string;
  countryId?: CountryId;
  dealerId?: number;
  status?: OrderStatus;
}

/**
 * An export of orders (back office, issue #13 point 6): asked for by staff, written by the `orders.export` job
 * into a file under the data directory. Owned by the orders module.
 */
export const orderExports = pgTable(
  'order_export',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestedBy: integer()
      .notNull()
      .references(() => users.id),
    filters: jsonb().$type<OrderExportFilters>().notNull(),
    format: text().$type<OrderExportFormat>().notNull(),
    status: text().$type<OrderExportStatus>().notNull().default('queued'),
    rowsWritten: integer().notNull().default(0),
    /** Orders matching the filters, counted when the job starts. */
    total: integer(),
    /** File name inside the export directory; set when done. */
    fileKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.requestedBy, t.createdAt),
    check('order_export_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('order_export_format', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);
