import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryById, type CountryId } from '@fuel/domain';
import type { PriceTier } from '@fuel/domain/offers';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@fuel/db';
import { resultRows } from './bulk-insert.util.js';
import { tierFor } from './demo-market/pricing.js';
import { DEMO_COMPARISON_KEY_PREFIX } from './demo-comparisons.js';
import { seedGuides } from './guides.js';
import { DEFAULT_POSTAL_CODES_DIR, importPostalCodes } from './postal-codes.js';
import { seedDatabase } from './seed.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const postalCodesDir = resolve(repoRoot, process.env['POSTAL_CODES_DIR'] ?? DEFAULT_POSTAL_CODES_DIR);
const serverUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Distinct postal codes per site, as the data README states. */
const DISTINCT_CODES: Record<CountryId, number> = { 1: 10_814, 2: 2_217, 3: 3_362 };
/** Gross €/CHF cents per 100 l of standard heating oil at 3,000 l the demo market must stay within. */
const HEATING_OIL_GROSS: Record<CountryId, [number, number]> = {
  1: [9_000, 11_000],
  2: [10_000, 11_500],
  3: [9_500, 11_000],
};

// Needs the GeoNames files (outside the repository; a missing folder fails with the import's own message)
// and a PostgreSQL server; the database is its own.
describe('seed on a scratch PostgreSQL database', { timeout: 120_000 }, () => {
  const databaseName = `fuel_db_seed_test_${process.pid}_${Date.now()}`;
  let handle: DatabaseHandle;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const rows = async (query: ReturnType<typeof sql>) => resultRows(await handle.db.execute(query));
  const tableCounts = async () =>
    (
      await rows(sql`SELECT
        (SELECT count(*) FROM postal_code)::int AS postal_codes,
        (SELECT count(*) FROM dealer)::int AS dealers,
        (SELECT count(*) FROM dealer_branch)::int AS branches,
        (SELECT count(*) FROM branch_service_area)::int AS areas,
        (SELECT count(*) FROM price_list)::int AS price_lists,
        (SELECT max(revision) FROM market_revision)::int AS revision`)
    )[0];

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    handle = await openDatabase({ url: url.toString(), dataDir: '.data' });
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  }, 60_000);

  it('imports every postal code once, and a second import changes nothing', async () => {
    const first = await importPostalCodes(handle.db, postalCodesDir);
    expect(first.inserted).toBeGreaterThan(40_000);
    const perCountry = await rows(
      sql`SELECT country_id, count(DISTINCT zip_code)::int AS codes, count(*)::int AS n,
            count(*) FILTER (WHERE state_id IS NULL)::int AS without_state
          FROM postal_code GROUP BY country_id ORDER BY country_id`,
    );
    expect(perCountry).toEqual([
      { country_id: 1, codes: DISTINCT_CODES[1], n: 23_297, without_state: 1 },
      { country_id: 2, codes: DISTINCT_CODES[2], n: 18_733, without_state: 0 },
      { country_id: 3, codes: DISTINCT_CODES[3], n: 4_463, without_state: 0 },
    ]);
    const [berlin] = await rows(
      sql`SELECT state_id FROM postal_code WHERE country_id = 1 AND zip_code = '10115'`,
    );
    expect(berlin?.['state_id']).toBe(116);

    const before = await tableCounts();
    const second = await importPostalCodes(handle.db, postalCodesDir);
    expect(second.inserted).toBe(0);
    expect(await tableCounts()).toEqual(before);
  });

  it("flags DE large-customer codes' companies, also in a database imported before the flag", async () => {
    const flags = () =>
      rows(
        sql`SELECT zip_code, place, is_organisation FROM postal_code
            WHERE country_id = 1 AND zip_code IN ('80329', '80331') ORDER BY zip_code, place`,
      );
    const expected = [
      { zip_code: '80329', place: 'SOS-Kinderdörfer', is_organisation: true },
      { zip_code: '80331', place: 'München', is_organisation: false },
    ];
    await importPostalCodes(handle.db, postalCodesDir);
    expect(await flags()).toEqual(expected);
    const [flagged] = await rows(sql`SELECT count(*)::int AS n FROM postal_code WHERE is_organisation`);
    expect(flagged?.['n']).toBeGreaterThan(5_000);

    await handle.db.execute(sql`UPDATE postal_code SET is_organisation = false`);
    await importPostalCodes(handle.db, postalCodesDir);
    expect(await flags()).toEqual(expected);
  });

  it('generates a demo market that serves every postal code by 3–40 branches at realistic prices', async () => {
    const report = await seedDatabase(handle.db, {
      postalCodesDir,
      demoMarket: { scale: 1 },
      demoComparisons: true,
    });
    expect(report.postalCodes?.inserted).toBe(0);
    expect(report.demoMarket?.status).toBe('generated');

    const coverage = await rows(sql`
      SELECT p.country_id, min(p.n)::int AS min, max(p.n)::int AS max, count(*)::int AS codes FROM (
        SELECT c.country_id, c.zip_code, count(a.branch_id) AS n
        FROM (SELECT DISTINCT country_id, zip_code FROM postal_code) c
        LEFT JOIN branch_service_area a ON a.country_id = c.country_id AND a.zip_code = c.zip_code
        GROUP BY c.country_id, c.zip_code) p
      GROUP BY p.country_id ORDER BY p.country_id`);
    for (const row of coverage) {
      expect(row['codes']).toBe(DISTINCT_CODES[row['country_id'] as CountryId]);
      expect(row['min']).toBeGreaterThanOrEqual(3);
      expect(row['max']).toBeLessThanOrEqual(40);
    }
    expect(coverage).toHaveLength(3);

    const branches = await rows(
      sql`SELECT country_id, count(*)::int AS n FROM dealer_branch GROUP BY country_id ORDER BY country_id`,
    );
    expect(branches.map((b) => b['n'])).toEqual([1_500, 150, 100]);
    const [dealers] = await rows(sql`SELECT count(*)::int AS n FROM dealer WHERE email LIKE '%@example.com'`);
    expect(dealers?.['n']).toBeGreaterThanOrEqual(600);

    const standardOil = await rows(sql`
      SELECT b.country_id, pl.tiers FROM dealer_branch b
      JOIN price_list pl ON pl.branch_id = b.id AND pl.product_id IN (1, 6, 12)`);
    expect(standardOil).toHaveLength(1_750);
    for (const row of standardOil) {
      const countryId = row['country_id'] as CountryId;
      const tier = tierFor(row['tiers'] as PriceTier[], 3_000);
      const gross = Math.round(
        ((tier?.netPer100 ?? 0) * (10_000 + countryById(countryId).vatBasisPoints)) / 10_000,
      );
      const [min, max] = HEATING_OIL_GROSS[countryId];
      expect(gross).toBeGreaterThanOrEqual(min);
      expect(gross).toBeLessThanOrEqual(max);
    }
  });

  it('leaves everything unchanged when the seed runs again', async () => {
    const before = await tableCounts();
    const report = await seedDatabase(handle.db, {
      postalCodesDir,
      demoMarket: { scale: 1 },
      demoComparisons: true,
    });
    expect(report.demoMarket?.status).toBe('unchanged');
    expect(await tableCounts()).toEqual(before);
  });

  it("keeps the guide's step and input ids across runs, and writes the 300 demo comparisons once", async () => {
    const guideRows = () =>
      rows(sql`SELECT s.id AS step_id, s.order_weight, i.id AS input_id, i.key, i.position
        FROM guide g JOIN guide_step s ON s.guide_id = g.id JOIN guide_input i ON i.step_id = s.id
        WHERE g.key = 'heizoel-verbrauchsvergleich' ORDER BY s.order_weight, i.position`);
    const before = await guideRows();
    expect(before.map((row) => row['key'])).toEqual([
      'buildingType',
      'constructionClass',
      'livingSpace',
      'residents',
      'hotWaterByOil',
      'heatingAge',
      'tankSize',
      'litresPerYear',
      'zipCode',
    ]);
    expect(await seedGuides(handle.db)).toEqual({ guides: 1, steps: 5, inputs: 9 });
    expect(await guideRows()).toEqual(before);

    const report = await seedDatabase(handle.db, {
      postalCodesDir,
      demoMarket: { scale: 1 },
      demoComparisons: true,
    });
    expect(report.demoComparisons).toEqual({ inserted: 0 });
    const groups = await rows(sql`SELECT count(*)::int AS n FROM guide_comparison
      WHERE dedupe_key LIKE ${`${DEMO_COMPARISON_KEY_PREFIX}%`}
      GROUP BY building_type, construction_class, hot_water_by_oil ORDER BY n DESC`);
    const sizes = groups.map((group) => group['n'] as number);
    expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(300);
    expect(sizes.filter((n) => n >= 20)).toHaveLength(6);
    expect(sizes.at(-1)).toBeLessThan(20);
  });
});
