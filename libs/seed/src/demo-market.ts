import { ADVISORY_LOCKS, type Database } from '@fuel/db';
import { type CountryId, COUNTRY_IDS } from '@fuel/domain';
import { sql } from 'drizzle-orm';
import { type CoverageStats, planCoverage } from './demo-market/coverage.js';
import { PointIndex } from './demo-market/geo.util.js';
import {
  type CountryMarket,
  bumpMarketRevision,
  countDemoMarket,
  deleteDemoMarket,
  insertCountryMarket,
} from './demo-market/persist.js';
import { BASE_COUNTS, loadZipPoints, planDealers } from './demo-market/placement.js';
import { planPriceLists } from './demo-market/pricing.js';
import { createRandom } from './demo-market/random.util.js';

export { MAX_SERVING_BRANCHES, MIN_SERVING_BRANCHES, type CoverageStats } from './demo-market/coverage.js';
export { GROSS_PRICE_RANGES, type GrossRange } from './demo-market/pricing.js';

export const DEFAULT_DEMO_MARKET_SEED = 20261122;

export interface DemoMarketOptions {
  /** Multiplies dealer and branch counts (1: 640 dealers, 1,750 branches); default 1. */
  scale?: number;
  seed?: number;
  /** Regenerate even when a demo market of the expected size exists (e.g. after changing the seed). */
  force?: boolean;
  /** Start of validity of the generated prices; default: midnight UTC of the day before. */
  validFrom?: Date;
}

export interface DemoMarketCountryReport {
  countryId: CountryId;
  dealers: number;
  branches: number;
  serviceAreas: number;
  priceLists: number;
  coverage: CoverageStats;
}

export interface DemoMarketReport {
  /** 'unchanged': a demo market of the expected size was already there and nothing was written. */
  status: 'generated' | 'unchanged';
  scale: number;
  seed: number;
  dealers: number;
  branches: number;
  serviceAreas: number;
  priceLists: number;
  countries: DemoMarketCountryReport[];
  /** The market revision after the run; null when unchanged. */
  revision: number | null;
  durationMs: number;
}

/** Dealers and branches a demo market of this scale has. */
export function expectedDemoMarketSize(scale: number): { dealers: number; branches: number } {
  let dealers = 0;
  let branches = 0;
  for (const countryId of COUNTRY_IDS) {
    const d = Math.max(1, Math.round(BASE_COUNTS[countryId].dealers * scale));
    dealers += d;
    branches += Math.max(d, Math.round(BASE_COUNTS[countryId].branches * scale));
  }
  return { dealers, branches };
}

/**
 * Generates the clearly marked demo market (dealers 'Demo-…' with @example.com addresses) of all three
 * sites from the imported postal codes: same seed and scale, same market. Idempotent: when the demo
 * dealers and branches already number what this scale produces, nothing is written; otherwise (first run,
 * other scale, or `force`) the old demo market is deleted and the new one inserted in one transaction,
 * and market_revision is bumped. Rows not marked as demo are never touched.
 */
export async function generateDemoMarket(
  db: Database,
  options: DemoMarketOptions = {},
): Promise<DemoMarketReport> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const seed = options.seed ?? DEFAULT_DEMO_MARKET_SEED;
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    throw new Error(`Demo market scale must be a number in (0, 100], got ${scale}`);
  }
  const expected = expectedDemoMarketSize(scale);
  const unchanged = (): DemoMarketReport => ({
    status: 'unchanged',
    scale,
    seed,
    ...expected,
    serviceAreas: 0,
    priceLists: 0,
    countries: [],
    revision: null,
    durationMs: Math.round(performance.now() - started),
  });
  if (!options.force && isSize(await countDemoMarket(db), expected)) return unchanged();

  const markets: CountryMarket[] = [];
  for (const countryId of COUNTRY_IDS) markets.push(await planCountryMarket(db, countryId, scale, seed));
  const validFrom = options.validFrom ?? startOfYesterdayUtc();

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.demoMarket})`);
    // Another process may have finished the same work while this one was planning.
    if (!options.force && isSize(await countDemoMarket(tx), expected)) return unchanged();
    await deleteDemoMarket(tx);
    const countries: DemoMarketCountryReport[] = [];
    for (const market of markets) {
      const written = await insertCountryMarket(tx, market, validFrom);
      countries.push({
        countryId: market.countryId,
        dealers: market.dealers.length,
        branches: market.branches.length,
        ...written,
        coverage: market.coverage,
      });
    }
    const revision = await bumpMarketRevision(tx);
    return {
      status: 'generated',
      scale,
      seed,
      dealers: sum(countries, 'dealers'),
      branches: sum(countries, 'branches'),
      serviceAreas: sum(countries, 'serviceAreas'),
      priceLists: sum(countries, 'priceLists'),
      countries,
      revision,
      durationMs: Math.round(performance.now() - started),
    };
  });
}

/** Plans one country in memory: placement, delivery areas, prices. Pure apart from reading postal codes. */
async function planCountryMarket(
  db: Database,
  countryId: CountryId,
  scale: number,
  seed: number,
): Promise<CountryMarket> {
  const points = await loadZipPoints(db, countryId);
  if (points.length === 0) {
    throw new Error(
      `No postal codes for country ${countryId}: import them (importPostalCodes) before the demo market`,
    );
  }
  const random = createRandom(seed).fork(`country-${countryId}`);
  const index = new PointIndex(points);
  const { dealers, branches } = planDealers(countryId, points, index, scale, random.fork('placement'));
  const coverage = planCoverage(points, index, branches, random.fork('coverage'));
  const priceLists = planPriceLists(countryId, dealers, branches, random.fork('pricing'));
  return {
    countryId,
    points,
    dealers,
    branches,
    radiiKm: coverage.radiiKm,
    areas: coverage.areas,
    coverage: coverage.stats,
    priceLists,
  };
}

function isSize(actual: { dealers: number; branches: number }, expected: typeof actual): boolean {
  return actual.dealers === expected.dealers && actual.branches === expected.branches;
}

function sum<K extends 'dealers' | 'branches' | 'serviceAreas' | 'priceLists'>(
  countries: readonly DemoMarketCountryReport[],
  key: K,
): number {
  return countries.reduce((total, c) => total + c[key], 0);
}

function startOfYesterdayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}
