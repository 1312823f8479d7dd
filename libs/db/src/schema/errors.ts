import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CountryId } from '@fuel/domain/common';
import type { ErrorGroupStatus, ErrorSource, StackFrame } from '@fuel/domain/errors';
import { users } from './accounts.js';

// The error trace (issue #15): browser errors and the API's and web server's 5xx, grouped. Owned by the
// errors module.

/** Occurrences with the same fingerprint (normalised message and top frame, per source) are one group. */
export const errorGroups = pgTable(
  'error_group',
  {
    id: serial().primaryKey(),
    /** SHA-256 (hex) of source, normalised message and top frame. */
    fingerprint: text().notNull().unique(),
    source: text().$type<ErrorSource>().notNull(),
    /** The normalised, scrubbed message: the group's title. */
    message: text().notNull(),
    /** The top frame as `file in function` (mapped where possible), null without a stack. */
    culprit: text(),
    status: text().$type<ErrorGroupStatus>().notNull().default('open'),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    occurrenceCount: integer().notNull().default(0),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('error_group_source_check', sql`${t.source} in ('browser', 'api', 'web')`),
    check('error_group_status_check', sql`${t.status} in ('open', 'resolved')`),
    index().on(t.status, t.lastSeenAt, t.id),
    index().on(t.status, t.occurrenceCount, t.id),
    index().on(t.firstSeenAt),
  ],
);

/** One error as reported: personal data scrubbed, the stack mapped through the build's source maps. */
export const errorOccurrences = pgTable(
  'error_occurrence',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    /** When it happened (the browser's time, kept within the report's window; the server's clock for 5xx). */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The site of the page or request, null when its URL names none we know. */
    countryId: smallint().$type<CountryId>(),
    /** Scrubbed page URL (browser) or request path (server). */
    url: text(),
    userAgent: text(),
    /** Browser family and major version read from the user agent, e.g. `Chrome 131`. */
    browser: text(),
    /** The scrubbed message as reported (not normalised). */
    message: text().notNull(),
    /** The scrubbed stack as reported. */
    stack: text(),
    /** The stack's frames, mapped where a source map was found. */
    frames: jsonb().$type<StackFrame[]>().notNull().default([]),
    /** The request's X-Request-Id (server errors). */
    requestId: text(),
    /** The request's method (server errors). */
    httpMethod: text(),
    /** The response status (server errors). */
    httpStatus: smallint(),
  },
  (t) => [index().on(t.groupId, t.occurredAt, t.id), index().on(t.receivedAt)],
);
