import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { errorGroups, errorOccurrences } from '@fuel/db';
import type { StackFrame } from '@fuel/domain/errors';
import { DatabaseService } from '../../../core/database/database.service.js';
import { createUser, signIn } from '../../accounts/accounts.fixture.js';

/**
 * Error groups and occurrences written straight into the tables, as the ingestion would leave them
 * (scrubbed, grouped, mapped), so the back office's tests need no report to be sent first.
 */

export type GroupSeed = Partial<Omit<typeof errorGroups.$inferInsert, 'id'>>;
export type OccurrenceSeed = Partial<Omit<typeof errorOccurrences.$inferInsert, 'id' | 'groupId'>>;

const MAPPED_FRAMES: StackFrame[] = [
  {
    function: 'handleSubmit',
    file: 'app/features/offers/components/calculator-form.tsx',
    line: 87,
    column: 19,
    mapped: true,
  },
  {
    function: null,
    file: 'https://www.heizoel24.de/assets/entry.client-BX3k9.js',
    line: 1,
    column: 4711,
    mapped: false,
  },
];

export async function insertErrorGroup(app: NestExpressApplication, seed: GroupSeed = {}) {
  const seen = seed.lastSeenAt ?? new Date();
  const [row] = await app
    .get(DatabaseService)
    .db.insert(errorGroups)
    .values({
      fingerprint: randomBytes(32).toString('hex'),
      source: 'browser',
      message: "TypeError: Cannot read properties of undefined (reading '<str>')",
      culprit: 'app/features/offers/components/calculator-form.tsx in handleSubmit',
      firstSeenAt: seed.firstSeenAt ?? seen,
      lastSeenAt: seen,
      occurrenceCount: 1,
      ...seed,
    })
    .returning();
  if (!row) throw new Error('error_group insert returned nothing');
  return row;
}

/** One occurrence per seed, in the given order (so ids rise with the list). */
export async function insertOccurrences(
  app: NestExpressApplication,
  groupId: number,
  seeds: readonly OccurrenceSeed[],
) {
  if (seeds.length === 0) return [];
  return app
    .get(DatabaseService)
    .db.insert(errorOccurrences)
    .values(
      seeds.map((seed) => ({
        groupId,
        occurredAt: new Date(),
        countryId: 1 as const,
        url: 'https://www.heizoel24.de/heizoelpreise',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        browser: 'Chrome 131',
        message: "TypeError: Cannot read properties of undefined (reading 'preis')",
        stack:
          "TypeError: Cannot read properties of undefined (reading 'preis')\n" +
          '    at handleSubmit (https://www.heizoel24.de/assets/entry.client-BX3k9.js:1:4711)',
        frames: MAPPED_FRAMES,
        ...seed,
      })),
    )
    .returning();
}

export type Auth = { Authorization: string };

/** A signed-in account with the given roles (`Role_Interaid_Admin`, …), its bearer header ready to set. */
export async function staffSession(
  app: NestExpressApplication,
  roles: string[],
): Promise<{ userId: number; auth: Auth }> {
  const user = await createUser(app, { roles });
  const session = await signIn(app, user.email);
  return { userId: user.id, auth: { Authorization: `Bearer ${session.token}` } };
}
