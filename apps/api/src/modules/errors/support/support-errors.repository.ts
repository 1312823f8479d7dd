import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { errorGroups, errorOccurrences, users } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { ErrorGroupSort, ErrorGroupStatus, ErrorSource } from '@fuel/domain/errors';
import { afterCursor, cursorOf } from '../../../core/database/keyset-page.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type ErrorGroupRow = typeof errorGroups.$inferSelect;
export type ErrorOccurrenceRow = typeof errorOccurrences.$inferSelect;

export interface ErrorGroupFilters {
  readonly status?: ErrorGroupStatus;
  readonly source?: ErrorSource;
}

/** What a status change writes: resolving names who and when, reopening clears both. */
export type ErrorGroupStatusChange = Pick<ErrorGroupRow, 'status' | 'resolvedAt' | 'resolvedBy'>;

export interface Share<T> {
  readonly value: T;
  readonly count: number;
}

/** Ties broken by the newer group, so a page boundary never moves between two calls. */
const ORDER_BY: Readonly<Record<ErrorGroupSort, SQL[]>> = {
  lastSeen: [desc(errorGroups.lastSeenAt), desc(errorGroups.id)],
  count: [desc(errorGroups.occurrenceCount), desc(errorGroups.lastSeenAt), desc(errorGroups.id)],
};

/** The back office's reads of error_group and error_occurrence, and the status change. */
@Injectable()
export class SupportErrorsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  search(
    filters: ErrorGroupFilters,
    sort: ErrorGroupSort,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<ErrorGroupRow[]> {
    return this.runner.db
      .select()
      .from(errorGroups)
      .where(whereOf(filters))
      .orderBy(...ORDER_BY[sort])
      .offset(page.offset)
      .limit(page.limit);
  }

  async count(filters: ErrorGroupFilters): Promise<number> {
    const [row] = await this.runner.db.select({ count: count() }).from(errorGroups).where(whereOf(filters));
    return row?.count ?? 0;
  }

  /**
   * The group with the name of the staff member who resolved it: a read-only join on `user` (first and last
   * name, else the e-mail), as cancellation management joins it for its comments' authors.
   */
  async find(groupId: number): Promise<(ErrorGroupRow & { resolvedByName: string | null }) | undefined> {
    const [row] = await this.runner.db
      .select({
        group: errorGroups,
        resolvedByName: sql<
          string | null
        >`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
      })
      .from(errorGroups)
      .leftJoin(users, eq(users.id, errorGroups.resolvedBy))
      .where(eq(errorGroups.id, groupId));
    return row && { ...row.group, resolvedByName: row.resolvedByName };
  }

  async exists(groupId: number): Promise<boolean> {
    const [row] = await this.runner.db
      .select({ id: errorGroups.id })
      .from(errorGroups)
      .where(eq(errorGroups.id, groupId));
    return row !== undefined;
  }

  /**
   * The group locked for the rest of the transaction: a status change and the ingestion's upsert of the same
   * group (which reopens it) queue here, so each sees what the other wrote.
   */
  async lock(groupId: number): Promise<ErrorGroupRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(errorGroups)
      .where(eq(errorGroups.id, groupId))
      .for('update');
    return row;
  }

  async setStatus(groupId: number, change: ErrorGroupStatusChange): Promise<ErrorGroupRow | undefined> {
    const [row] = await this.runner.db
      .update(errorGroups)
      .set(change)
      .where(eq(errorGroups.id, groupId))
      .returning();
    return row;
  }

  /**
   * The most frequent browsers (or URLs) among the group's occurrences, unknown ones left out. Each of these
   * reads the group's range of the (group_id, occurred_at, id) index, nothing of other groups.
   */
  topValues(groupId: number, key: 'browser' | 'url', limit: number): Promise<Share<string>[]> {
    const column = errorOccurrences[key];
    return this.runner.db
      .select({ value: sql<string>`${column}`, count: count() })
      .from(errorOccurrences)
      .where(and(eq(errorOccurrences.groupId, groupId), isNotNull(column)))
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(limit);
  }

  /** The group's occurrences per site (those whose URL named none left out), most frequent first. */
  sites(groupId: number): Promise<Share<CountryId>[]> {
    const { countryId } = errorOccurrences;
    return this.runner.db
      .select({ value: sql<CountryId>`${countryId}`, count: count() })
      .from(errorOccurrences)
      .where(and(eq(errorOccurrences.groupId, groupId), isNotNull(countryId)))
      .groupBy(countryId)
      .orderBy(desc(count()), countryId);
  }

  /** One page of the group's occurrences, newest first, by (occurred_at, id) after the cursor. */
  occurrences(
    groupId: number,
    after: string | undefined,
    limit: number,
  ): Promise<(ErrorOccurrenceRow & { cursor: string })[]> {
    const { occurredAt, id } = errorOccurrences;
    return this.runner.db
      .select({ occurrence: errorOccurrences, cursor: cursorOf(occurredAt, id) })
      .from(errorOccurrences)
      .where(and(eq(errorOccurrences.groupId, groupId), afterCursor(occurredAt, id, after)))
      .orderBy(desc(occurredAt), desc(id))
      .limit(limit)
      .then((rows) => rows.map(({ occurrence, cursor }) => ({ ...occurrence, cursor })));
  }

  /** Groups first seen in (since, until]: how many, and the newest `limit` of them. */
  async firstSeenWithin(
    since: Date,
    until: Date,
    limit: number,
  ): Promise<{ count: number; latest: ErrorGroupRow[] }> {
    const within = and(gt(errorGroups.firstSeenAt, since), lte(errorGroups.firstSeenAt, until));
    const [total] = await this.runner.db.select({ count: count() }).from(errorGroups).where(within);
    const latest = await this.runner.db
      .select()
      .from(errorGroups)
      .where(within)
      .orderBy(desc(errorGroups.firstSeenAt), desc(errorGroups.id))
      .limit(limit);
    return { count: total?.count ?? 0, latest };
  }
}

function whereOf(filters: ErrorGroupFilters): SQL | undefined {
  return and(
    filters.status ? eq(errorGroups.status, filters.status) : undefined,
    filters.source ? eq(errorGroups.source, filters.source) : undefined,
  );
}
