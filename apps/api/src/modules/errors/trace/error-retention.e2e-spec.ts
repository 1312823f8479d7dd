import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'drizzle-orm';
import { errorGroups, errorOccurrences } from '@fuel/db';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { ERROR_RETENTION_JOB } from './error-retention.job.js';
import { traceTables, uniqueWord } from './error-trace.fixture.js';

const DAY_MS = 86_400_000;

/** The daily `errors.retention` job. A database of its own: it deletes by age across the tables. */
describe('error retention', () => {
  const databaseUrl = useOwnDatabase('fuel_error_retention');
  let app: NestExpressApplication;
  const db = () => app.get(DatabaseService).db;
  const { occurrencesOf } = traceTables(() => app);

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('deletes occurrences and groups older than ERROR_RETENTION_DAYS in batches, keeps younger ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    const insertGroup = async (lastSeenAt: Date) => {
      const [group] = await db()
        .insert(errorGroups)
        .values({
          fingerprint: randomUUID(),
          source: 'browser',
          message: `Preisabfrage ${uniqueWord()} gescheitert`,
          firstSeenAt: daysAgo(40),
          lastSeenAt,
          occurrenceCount: 0,
        })
        .returning();
      if (!group) throw new Error('no group');
      return group;
    };
    const occurrence = (groupId: number, at: Date) => ({
      groupId,
      occurredAt: at,
      receivedAt: at,
      message: 'Preisabfrage gescheitert',
    });
    const stale = await insertGroup(daysAgo(31));
    const seen = await insertGroup(daysAgo(29));
    // More than one batch (1,000) of old occurrences.
    await db()
      .insert(errorOccurrences)
      .values(Array.from({ length: 1_050 }, () => occurrence(seen.id, daysAgo(31))));
    await db()
      .insert(errorOccurrences)
      .values([
        occurrence(stale.id, daysAgo(31)),
        occurrence(seen.id, daysAgo(29)),
        occurrence(seen.id, new Date()),
      ]);

    await app.get(JobQueue).run(ERROR_RETENTION_JOB, {});

    const groupIds = (await db().select({ id: errorGroups.id }).from(errorGroups)).map((g) => g.id);
    expect(groupIds).toEqual([seen.id]);
    expect(await occurrencesOf(seen.id)).toHaveLength(2);
    const [all] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(errorOccurrences);
    expect(all?.n).toBe(2);
  });
});
