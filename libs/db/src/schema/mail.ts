import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CountryCode } from '@fuel/domain/common';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * Durable outbox: a mail is written in the same transaction as the change that causes it and delivered by
 * the worker. `sending` rows carry a lease in `next_attempt_at`; a worker that died mid-send leaves a row
 * another worker reclaims after the lease.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    site: text().$type<CountryCode>().notNull(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Enqueuing the same key twice keeps one mail (idempotent producers). */
    dedupeKey: text().unique(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);
