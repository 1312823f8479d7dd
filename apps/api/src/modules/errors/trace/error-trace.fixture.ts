import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq, like, sql } from 'drizzle-orm';
import { errorGroups, errorOccurrences } from '@fuel/db';
import type { JsError, JsErrorReport } from '@fuel/domain/errors';
import { DatabaseService } from '../../../core/database/database.service.js';

/** Test helpers of the error trace: browser reports and a small source map in place of the web build's. */

export const CHROME_131 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_133 = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The fixture's client script, as the browser names it. */
export const FIXTURE_SCRIPT_URL = 'https://heizoel.example.de/assets/root-Fx7Kq2Lm.js';
export const CALCULATOR_SOURCE = 'app/features/offers/components/calculator-form.tsx';

/** Lower-case letters only, so no normalisation or scrubbing touches it: tells a test's groups from others'. */
export function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export function jsError(overrides: Partial<JsError> = {}): JsError {
  return {
    message: "TypeError: Cannot read properties of undefined (reading 'amount')",
    stack: [
      "TypeError: Cannot read properties of undefined (reading 'amount')",
      `    at a (${FIXTURE_SCRIPT_URL}:1:17)`,
      `    at ${FIXTURE_SCRIPT_URL}:1:31`,
    ].join('\n'),
    filename: FIXTURE_SCRIPT_URL,
    lineno: 1,
    colno: 17,
    time: new Date(Date.now() - 20_000).toISOString(),
    ...overrides,
  };
}

export function jsErrorReport(errors: JsError[], overrides: Partial<JsErrorReport> = {}): JsErrorReport {
  const now = Date.now();
  return {
    userAgent: CHROME_131,
    timeStart: new Date(now - 60_000).toISOString(),
    timeEnd: new Date(now).toISOString(),
    href: 'https://heizoel.example.de/at/heizoelpreise',
    errors,
    ...overrides,
  };
}

export type ErrorGroupRow = typeof errorGroups.$inferSelect;
export type ErrorOccurrenceRow = typeof errorOccurrences.$inferSelect;

/** The trace's rows as stored, read straight from the tables. */
export function traceTables(app: () => NestExpressApplication) {
  const db = () => app().get(DatabaseService).db;
  const count = async (table: typeof errorGroups | typeof errorOccurrences) => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table);
    return row?.n ?? 0;
  };
  return {
    /** The groups whose title holds `word` (a test's uniqueWord). */
    groupsLike: (word: string): Promise<ErrorGroupRow[]> =>
      db()
        .select()
        .from(errorGroups)
        .where(like(errorGroups.message, `%${word}%`)),
    occurrencesOf: (groupId: number | undefined): Promise<ErrorOccurrenceRow[]> =>
      db()
        .select()
        .from(errorOccurrences)
        .where(eq(errorOccurrences.groupId, groupId ?? 0)),
    counts: async () => ({ groups: await count(errorGroups), occurrences: await count(errorOccurrences) }),
    /** Every stored row as text, to look for what must not be there. */
    allText: async () =>
      JSON.stringify([await db().select().from(errorGroups), await db().select().from(errorOccurrences)]),
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source map VLQ number. */
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let encoded = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    encoded += BASE64.charAt(digit);
  } while (rest > 0);
  return encoded;
}

/** Segments of one generated line: [column, source, line, column, name?], all 0-based, absolute. */
function encodeLine(segments: readonly (readonly number[])[]): string {
  const previous = [0, 0, 0, 0, 0];
  return segments
    .map((segment) =>
      segment
        .map((value, field) => {
          const delta = value - (previous[field] ?? 0);
          previous[field] = value;
          return vlq(delta);
        })
        .join(''),
    )
    .join(',');
}

/**
 * Writes the fixture's script map where the web build writes its hidden maps (SOURCE_MAPS_DIR/assets), with
 * sources as Vite names them (relative to build/client/assets). Column 17 of line 1 maps to the calculator
 * form's line 42 (`submitCalculation`), column 31 into React.
 */
export async function writeSourceMapFixture(sourceMapsDir: string): Promise<void> {
  const assets = join(sourceMapsDir, 'assets');
  await mkdir(assets, { recursive: true });
  const map = {
    version: 3,
    file: 'root-Fx7Kq2Lm.js',
    sources: [
      `../../../${CALCULATOR_SOURCE}`,
      '../../../../../node_modules/react-dom/cjs/react-dom-client.production.js',
    ],
    names: ['submitCalculation', 'commitRoot'],
    mappings: encodeLine([
      [0, 0, 0, 0],
      [16, 0, 41, 10, 0],
      [30, 1, 1200, 4, 1],
    ]),
  };
  await writeFile(join(assets, 'root-Fx7Kq2Lm.js.map'), JSON.stringify(map));
}
