import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isCalendarDate } from '../http/calendar-date.validator.js';

/**
 * Keyset paging of a list shown newest first by (timestamp, id): the cursor names the last row shown, with the
 * timestamp in microseconds (a JS Date would round it and skip or repeat rows), e.g.
 * `2026-11-24T05:33:48.123456Z_42`.
 */
export const KEYSET_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,15}$/;

/** The same for rows with a uuid key (leads): `2026-11-24T05:33:48.123456Z_5f0c…`. */
export const UUID_KEYSET_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

const CURSOR_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\./;

/**
 * A cursor of the list's key kind whose time is an instant that exists: the pattern alone lets
 * `2026-13-45T25:61:61.000000Z_1` through, which PostgreSQL refuses (a 500).
 */
export function isKeysetCursor(value: unknown, key: 'serial' | 'uuid'): value is string {
  if (typeof value !== 'string') return false;
  if (!(key === 'uuid' ? UUID_KEYSET_CURSOR_PATTERN : KEYSET_CURSOR_PATTERN).test(value)) return false;
  const [, day = '', hours, minutes, seconds] = CURSOR_TIME.exec(value) ?? [];
  return isCalendarDate(day) && Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60;
}

/** The back office's calendar days (every site lies in this zone). */
const SITE_TIME_ZONE = 'Europe/Berlin';

export const PAGE_SIZE = 50;

/** The cursor of a row, computed by the database from the row's own timestamp and id. */
export function cursorOf(at: PgColumn, id: PgColumn): SQL<string> {
  return sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;
}

/** Rows after the cursor in newest-first order (a row comparison, which the (at, id) indexes serve). */
export function afterCursor(at: PgColumn, id: PgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [time, rowId = ''] = cursor.split('_');
  // Digits are a serial id; anything else passed the uuid pattern.
  // As bigint: a 15-digit id compared with an integer column would otherwise be typed integer and overflow.
  const key = /^\d+$/.test(rowId) ? sql`${rowId}::bigint` : sql`${rowId}`;
  return sql`(${at}, ${id}) < (${time}::timestamptz, ${key})`;
}

/** From the start of day `from` to the end of day `to` (YYYY-MM-DD, both included) in the sites' time zone. */
export function withinDays(at: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(at, sql`(${from}::date)::timestamp at time zone ${SITE_TIME_ZONE}`) : undefined,
    to ? lt(at, sql`(${to}::date + 1)::timestamp at time zone ${SITE_TIME_ZONE}`) : undefined,
  );
}

/** One page of rows fetched with one extra row: the extra one says a next page exists. */
export function pageOf<T extends { cursor: string }>(rows: T[]): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, PAGE_SIZE);
  return { rows: page, nextCursor: rows.length > PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null };
}
