import { Injectable } from '@nestjs/common';
import { inArray, lt, sql } from 'drizzle-orm';
import { errorGroups, errorOccurrences } from '@fuel/db';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { OccurrenceDraft } from './occurrence-draft.js';

type NewErrorGroup = typeof errorGroups.$inferInsert;

/** A report's occurrences as group rows: one per fingerprint, with their count and time span. */
function groupRows(drafts: readonly OccurrenceDraft[]): NewErrorGroup[] {
  const rows = new Map<
    string,
    NewErrorGroup & { firstSeenAt: Date; lastSeenAt: Date; occurrenceCount: number }
  >();
  for (const { group, occurrence } of drafts) {
    const at = occurrence.occurredAt;
    const row = rows.get(group.fingerprint);
    if (row) {
      row.occurrenceCount += 1;
      if (at < row.firstSeenAt) row.firstSeenAt = at;
      if (at > row.lastSeenAt) row.lastSeenAt = at;
    } else {
      rows.set(group.fingerprint, { ...group, firstSeenAt: at, lastSeenAt: at, occurrenceCount: 1 });
    }
  }
  // One order for every writer, so two reports touching the same groups never wait on each other in a circle.
  return [...rows.values()].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
}

/** A resolved group seen again after it was resolved. */
const REOPENS = sql`${errorGroups.status} = 'resolved' and excluded.last_seen_at > ${errorGroups.resolvedAt}`;

/** Writes the error trace's occurrences into their groups (error_group, error_occurrence). */
@Injectable()
export class ErrorTraceRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /**
   * Adds occurrences to their groups, creating the groups they are the first of; call inside a transaction.
   * One upsert per report: a parallel report of the same group waits on its row and adds its own count, so no
   * occurrence is lost. A resolved group is reopened by an occurrence after its resolution.
   */
  async record(drafts: readonly OccurrenceDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    const groups = await this.runner.db
      .insert(errorGroups)
      .values(groupRows(drafts))
      .onConflictDoUpdate({
        target: errorGroups.fingerprint,
        set: {
          occurrenceCount: sql`${errorGroups.occurrenceCount} + excluded.occurrence_count`,
          firstSeenAt: sql`least(${errorGroups.firstSeenAt}, excluded.first_seen_at)`,
          lastSeenAt: sql`greatest(${errorGroups.lastSeenAt}, excluded.last_seen_at)`,
          status: sql`case when ${REOPENS} then 'open' else ${errorGroups.status} end`,
          resolvedAt: sql`case when ${REOPENS} then null else ${errorGroups.resolvedAt} end`,
          resolvedBy: sql`case when ${REOPENS} then null else ${errorGroups.resolvedBy} end`,
        },
      })
      .returning({ id: errorGroups.id, fingerprint: errorGroups.fingerprint });
    const groupIds = new Map(groups.map((group) => [group.fingerprint, group.id]));
    await this.runner.db.insert(errorOccurrences).values(
      drafts.map(({ group, occurrence }) => {
        const groupId = groupIds.get(group.fingerprint);
        if (groupId === undefined) throw new Error(`error_group ${group.fingerprint} was not written`);
        return { ...occurrence, groupId };
      }),
    );
  }

  /** Deletes up to `limit` occurrences received before `cutoff`; answers how many. */
  async deleteOccurrencesBefore(cutoff: Date, limit: number): Promise<number> {
    const batch = this.runner.db
      .select({ id: errorOccurrences.id })
      .from(errorOccurrences)
      .where(lt(errorOccurrences.receivedAt, cutoff))
      .limit(limit);
    const deleted = await this.runner.db
      .delete(errorOccurrences)
      .where(inArray(errorOccurrences.id, batch))
      .returning({ id: errorOccurrences.id });
    return deleted.length;
  }

  /** Deletes up to `limit` groups last seen before `cutoff` (with what is left of their occurrences). */
  async deleteGroupsLastSeenBefore(cutoff: Date, limit: number): Promise<number> {
    const batch = this.runner.db
      .select({ id: errorGroups.id })
      .from(errorGroups)
      .where(lt(errorGroups.lastSeenAt, cutoff))
      .limit(limit);
    const deleted = await this.runner.db
      .delete(errorGroups)
      .where(inArray(errorGroups.id, batch))
      .returning({ id: errorGroups.id });
    return deleted.length;
  }
}
