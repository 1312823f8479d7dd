import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CountryId } from '@fuel/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Database, postalCodes } from '@fuel/db';
import { COUNTRY_STATES } from './country-states.data.js';
import { type BulkColumn, type BulkValue, bulkInsert } from './bulk-insert.util.js';
import { parseCsvWithHeader } from './csv.util.js';
import { isOrganisationPlace } from './organisation-places.js';

/** Where the files live by default, relative to the repository root (the API's `POSTAL_CODES_DIR`). */
export const DEFAULT_POSTAL_CODES_DIR = '../shared/data/postal-codes';

export const POSTAL_CODE_FILES: readonly { countryId: CountryId; file: string }[] = [
  { countryId: 1, file: 'DE.csv' },
  { countryId: 2, file: 'AT.csv' },
  { countryId: 3, file: 'CH.csv' },
];

/** Rows per INSERT statement. */
const BATCH_SIZE = 2_000;

const POSTAL_CODE_COLUMNS: readonly BulkColumn[] = [
  { name: 'country_id', type: 'smallint' },
  { name: 'zip_code', type: 'text' },
  { name: 'place', type: 'text' },
  { name: 'state_id', type: 'integer' },
  { name: 'county', type: 'text' },
  { name: 'community', type: 'text' },
  { name: 'latitude', type: 'double precision' },
  { name: 'longitude', type: 'double precision' },
  { name: 'is_organisation', type: 'boolean' },
];

export type PostalCodeRow = typeof postalCodes.$inferInsert;

export interface PostalCodeCountryReport {
  countryId: CountryId;
  /** Distinct (code, place) rows in the file. */
  rows: number;
  /** Distinct postal codes in the file. */
  codes: number;
  /** Rows new to the database (0 when it already held the file). */
  inserted: number;
}

export interface PostalCodeImportReport {
  countries: PostalCodeCountryReport[];
  inserted: number;
  durationMs: number;
}

/** GeoNames numbers 01–16 of the German Länder, in the order of the two-letter codes of `COUNTRY_STATES`. */
const GERMAN_NUMBER_TO_CODE = [
  'BW',
  'BY',
  'HB',
  'HH',
  'HE',
  'NI',
  'NW',
  'RP',
  'SL',
  'SH',
  'BB',
  'MV',
  'SN',
  'ST',
  'TH',
  'BE',
];

const STATE_IDS = new Map(COUNTRY_STATES.map((s) => [`${s.countryId}:${s.code}`, s.id]));

/**
 * The `country_state` id of a file row's state_code: DE accepts the GeoNames numbers 01–16 and the
 * two-letter abbreviations side by side, AT the numbers 01–09, CH the canton letters. An empty code
 * gives null; an unknown one is an error, so a changed file cannot silently lose its states.
 */
export function stateIdOf(countryId: CountryId, stateCode: string): number | null {
  const code = stateCode.trim().toUpperCase();
  if (code === '') return null;
  const letters = countryId === 1 && /^\d{1,2}$/.test(code) ? GERMAN_NUMBER_TO_CODE[Number(code) - 1] : code;
  const id = letters === undefined ? undefined : STATE_IDS.get(`${countryId}:${letters}`);
  if (id === undefined) throw new Error(`Unknown state code '${stateCode}' for country ${countryId}`);
  return id;
}

/** The county's name and official code columns: the Kreis in DE, the Bezirk in AT and CH. */
function countyColumns(countryId: CountryId): { name: string; code: string } {
  return countryId === 1
    ? { name: 'community', code: 'community_code' }
    : { name: 'province', code: 'province_code' };
}

/**
 * One name per county code. GeoNames names most DE Kreise twice: the places' rows say "Amberg" or
 * "Calw", the rows of companies' own postal codes "Kreisfreie Stadt Amberg" or "Landkreis Calw", which
 * made every price page list such a county twice (once without prices). The places' most frequent name
 * wins, so the pages people reach keep their address.
 */
function countyNames(countryId: CountryId, records: Record<string, string>[]): Map<string, string> {
  const columns = countyColumns(countryId);
  const counts = new Map<string, Map<string, number>>();
  for (const r of records) {
    const code = (r[columns.code] ?? '').trim();
    const name = (r[columns.name] ?? '').trim();
    if (code === '' || name === '') continue;
    // A company's row counts, but far less than a place's, so it names only a county of companies alone.
    const weight = isOrganisationPlace(countryId, (r['place'] ?? '').trim()) ? 1 : 1_000_000;
    const names = counts.get(code) ?? new Map<string, number>();
    names.set(name, (names.get(name) ?? 0) + weight);
    counts.set(code, names);
  }
  const canonical = new Map<string, string>();
  for (const [code, names] of counts) {
    const [best] = [...names].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    if (best) canonical.set(code, best[0]);
  }
  return canonical;
}

/**
 * One file's rows, ready to insert. The Kreis (DE) and the Bezirk (AT, CH) are the county, named once per
 * official code (countyNames); the Gemeinde (AT, CH) is the community, which the DE file does not have.
 * Repeated (code, place) pairs keep the first.
 */
export function toPostalCodeRows(countryId: CountryId, records: Record<string, string>[]): PostalCodeRow[] {
  const columns = countyColumns(countryId);
  const canonicalCounty = countyNames(countryId, records);
  const seen = new Set<string>();
  const rows: PostalCodeRow[] = [];
  for (const r of records) {
    const zipCode = (r['zipcode'] ?? '').trim();
    const place = (r['place'] ?? '').trim();
    const key = `${zipCode}\u0000${place}`;
    if (zipCode === '' || seen.has(key)) continue;
    seen.add(key);
    const latitude = Number(r['latitude']);
    const longitude = Number(r['longitude']);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || r['latitude'] === '') {
      throw new Error(`Postal code ${zipCode} ${place} has no coordinates`);
    }
    rows.push({
      countryId,
      zipCode,
      place,
      stateId: stateIdOf(countryId, r['state_code'] ?? ''),
      county: canonicalCounty.get((r[columns.code] ?? '').trim()) ?? emptyToNull(r[columns.name]),
      community: countryId === 1 ? null : emptyToNull(r['community']),
      latitude,
      longitude,
      isOrganisation: isOrganisationPlace(countryId, place),
    });
  }
  return rows;
}

/** Reads and checks one country file; a missing folder or file gets one message that says what to do. */
export function readPostalCodeFile(folder: string, countryId: CountryId): PostalCodeRow[] {
  const entry = POSTAL_CODE_FILES.find((f) => f.countryId === countryId);
  if (!entry) throw new Error(`No postal code file for country ${countryId}`);
  const path = join(folder, entry.file);
  if (!existsSync(path)) throw missingFilesError(folder);
  return toPostalCodeRows(countryId, parseCsvWithHeader(readFileSync(path, 'utf8')));
}

/** The explanation of what is missing and where to get it, or undefined when all three files are there. */
export function missingPostalCodesMessage(folder: string): string | undefined {
  return POSTAL_CODE_FILES.every((f) => existsSync(join(folder, f.file)))
    ? undefined
    : missingFilesError(folder).message;
}

function missingFilesError(folder: string): Error {
  const absolute = resolve(folder);
  const missing = POSTAL_CODE_FILES.filter((f) => !existsSync(join(absolute, f.file))).map((f) => f.file);
  const what = existsSync(absolute) ? `${missing.join(', ')} missing in` : 'folder not found:';
  return new Error(
    `Postal code data not found (${what} ${absolute}). Download DE.zip, AT.zip and CH.zip from ` +
      'https://download.geonames.org/export/zip/ (GeoNames, CC BY 4.0), convert them to DE.csv, AT.csv and ' +
      'CH.csv and place them in that folder (or point POSTAL_CODES_DIR / --postal-codes at them); the format ' +
      'is described in shared/data/postal-codes/README.md. The data is never copied into the repository.',
  );
}

/**
 * Imports the GeoNames postal codes of the three sites from `folder` ({DE,AT,CH}.csv). Idempotent: a
 * country whose row count already matches its file is skipped; otherwise rows are inserted in batches
 * with ON CONFLICT (country, code, place) DO NOTHING, so a second or interrupted run adds only what is
 * missing and never changes existing rows (their ids stay stable).
 */
export async function importPostalCodes(db: Database, folder: string): Promise<PostalCodeImportReport> {
  const started = performance.now();
  if (POSTAL_CODE_FILES.some((f) => !existsSync(join(folder, f.file)))) throw missingFilesError(folder);

  const countries: PostalCodeCountryReport[] = [];
  for (const { countryId } of POSTAL_CODE_FILES) {
    const rows = readPostalCodeFile(folder, countryId);
    const codes = new Set(rows.map((r) => r.zipCode)).size;
    const present = await countRows(db, countryId);
    let inserted = 0;
    if (present !== rows.length) {
      inserted = await db.transaction((tx) =>
        bulkInsert(tx, 'postal_code', POSTAL_CODE_COLUMNS, rows.map(toValues), {
          onConflictDoNothing: ['country_id', 'zip_code', 'place'],
          rowsPerStatement: BATCH_SIZE,
        }),
      );
    }
    await markOrganisations(db, countryId, rows);
    countries.push({ countryId, rows: rows.length, codes, inserted });
  }
  const total = countries.reduce((sum, c) => sum + c.inserted, 0);
  return { countries, inserted: total, durationMs: Math.round(performance.now() - started) };
}

/**
 * Flags the organisation rows of databases imported before the flag existed (the import leaves existing
 * rows alone); a no-op once the flags match the file.
 */
async function markOrganisations(db: Database, countryId: CountryId, rows: PostalCodeRow[]): Promise<void> {
  const flagged = rows.filter((r) => r.isOrganisation).map((r) => ({ zip: r.zipCode, place: r.place }));
  const [stored] = await db
    .select({ n: count() })
    .from(postalCodes)
    .where(and(eq(postalCodes.countryId, countryId), eq(postalCodes.isOrganisation, true)));
  if ((stored?.n ?? 0) === flagged.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE postal_code SET is_organisation = false WHERE country_id = ${countryId} AND is_organisation`,
    );
    await tx.execute(sql`
      UPDATE postal_code p SET is_organisation = true
      FROM json_to_recordset(${JSON.stringify(flagged)}::json) AS o(zip text, place text)
      WHERE p.country_id = ${countryId} AND p.zip_code = o.zip AND p.place = o.place`);
  });
}

async function countRows(db: Database, countryId: CountryId): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postalCodes).where(eq(postalCodes.countryId, countryId));
  return row?.n ?? 0;
}

function toValues(row: PostalCodeRow): BulkValue[] {
  return [
    row.countryId,
    row.zipCode,
    row.place,
    row.stateId ?? null,
    row.county ?? null,
    row.community ?? null,
    row.latitude,
    row.longitude,
    row.isOrganisation ?? false,
  ];
}

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
