import { type CountryId, dailyDates, PRODUCT_GROUP_IDS, siteToday } from '@fuel/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  type Database,
  PRICE_FACTOR_VALUE_SCALE,
  priceFactors,
  priceFactorValues,
  priceSnapshots,
} from '@fuel/db';
import { COUNTRY_STATES } from '../country-states.data.js';
import { GROSS_PRICE_RANGES } from '../demo-market/pricing.js';
import { planPriceHistory } from './history.js';
import { type TypedColumn, insertColumnwise } from './insert-rows.util.js';
import { marketAnchors } from './market-anchors.js';
import { PRICE_FACTORS } from './price-factors.data.js';

export const DEFAULT_PRICE_HISTORY_SEED = 20261122;
/** Ten years and a little more: the longest chart range (10y) is always full. */
export const PRICE_HISTORY_DAYS = 3_660;

export interface PriceHistoryOptions {
  seed?: number;
  /** Last day of the history (YYYY-MM-DD); default yesterday on the German site (today is the job's). */
  endDate?: string;
  days?: number;
  /**
   * Gross cents per 100 l of heating oil the last day lands on. Default: today's level of the market in
   * the database (marketAnchors), else the middle of the demo market's price range.
   */
  countryAnchors?: Partial<Record<CountryId, number>>;
  /** Regenerate even when the demo history for endDate is complete. */
  force?: boolean;
}

export interface PriceHistoryReport {
  status: 'generated' | 'unchanged';
  endDate: string;
  days: number;
  snapshotRows: number;
  factorRows: number;
  durationMs: number;
}

const SNAPSHOT_COLUMNS: readonly TypedColumn[] = [
  { name: 'date', type: 'date' },
  { name: 'country_id', type: 'smallint' },
  { name: 'product_group_id', type: 'smallint' },
  { name: 'scope', type: 'text' },
  { name: 'scope_key', type: 'text' },
  { name: 'average_gross_per100', type: 'integer' },
  { name: 'min_gross_per100', type: 'integer' },
  { name: 'max_gross_per100', type: 'integer' },
  { name: 'offer_count', type: 'integer' },
  { name: 'is_demo', type: 'boolean' },
];
const FACTOR_COLUMNS: readonly TypedColumn[] = [
  { name: 'factor_id', type: 'smallint' },
  { name: 'date', type: 'date' },
  { name: 'value', type: 'integer' },
  { name: 'is_demo', type: 'boolean' },
];

/** Upserts the five price factor definitions (reference data, seeded on every run). */
export async function upsertPriceFactors(db: Database): Promise<void> {
  await db
    .insert(priceFactors)
    .values([...PRICE_FACTORS])
    .onConflictDoUpdate({
      target: priceFactors.id,
      set: { countryId: sql`excluded.country_id`, name: sql`excluded.name`, unit: sql`excluded.unit` },
    });
}

function defaultAnchor(countryId: CountryId): number {
  const range = GROSS_PRICE_RANGES[countryId][PRODUCT_GROUP_IDS.heatingOil];
  return Math.round((range.min + range.max) / 2);
}

function yesterday(): string {
  const [day] = dailyDates(siteToday(1), 2);
  return day ?? siteToday(1);
}

/**
 * Writes the deterministic demo price history (heating oil per site and state, factors 1–5), all rows
 * is_demo. Idempotent: when the expected demo rows through endDate are there, nothing is written;
 * otherwise the old demo rows are replaced in one transaction. Real snapshot rows win any clash
 * (ON CONFLICT DO NOTHING) and are never deleted. Demo data only: seedDatabase runs it with the demo
 * market, production never does. Counties and zip codes get no demo history: their pages show only the
 * days the daily snapshot computed from the market's offers for them.
 */
export async function backfillPriceHistory(
  db: Database,
  options: PriceHistoryOptions = {},
): Promise<PriceHistoryReport> {
  const started = performance.now();
  const endDate = options.endDate ?? yesterday();
  const days = options.days ?? PRICE_HISTORY_DAYS;
  await upsertPriceFactors(db);

  // Complete: the German site has a demo row for every day from endDate - days + 1 through endDate.
  const [stored] = await db
    .select({ days: count(), last: sql<string | null>`max(${priceSnapshots.date})` })
    .from(priceSnapshots)
    .where(
      and(
        eq(priceSnapshots.isDemo, true),
        eq(priceSnapshots.scope, 'country'),
        eq(priceSnapshots.countryId, 1),
      ),
    );
  const complete = stored?.last === endDate && stored.days >= days;
  if (complete && !options.force) {
    return {
      status: 'unchanged',
      endDate,
      days,
      snapshotRows: 0,
      factorRows: 0,
      durationMs: Math.round(performance.now() - started),
    };
  }

  const market = options.countryAnchors ? undefined : await marketAnchors(db);
  const anchorOf = (countryId: CountryId) =>
    options.countryAnchors?.[countryId] ?? market?.countries[countryId] ?? defaultAnchor(countryId);
  const plan = planPriceHistory({
    seed: options.seed ?? DEFAULT_PRICE_HISTORY_SEED,
    endDate,
    days,
    countryAnchors: { 1: anchorOf(1), 2: anchorOf(2), 3: anchorOf(3) },
    states: COUNTRY_STATES.map((s) => {
      const anchor = market?.states.get(s.id);
      return { stateId: s.id, countryId: s.countryId, ...(anchor === undefined ? {} : { anchor }) };
    }),
  });

  const snapshotRows: (string | number | boolean)[][] = [];
  const push = (countryId: CountryId, scope: string, key: string, series: readonly number[]) => {
    series.forEach((price, i) => {
      // The spread of offers around the average on a demo day: about ±4 %.
      const spread = Math.round(price * 0.04);
      snapshotRows.push([
        plan.dates[i] ?? '',
        countryId,
        PRODUCT_GROUP_IDS.heatingOil,
        scope,
        key,
        price,
        price - spread,
        price + spread,
        0,
        true,
      ]);
    });
  };
  for (const [countryId, series] of plan.countries) push(countryId, 'country', '', series);
  for (const state of COUNTRY_STATES)
    push(state.countryId, 'state', String(state.id), plan.states.get(state.id) ?? []);

  const factorRows: (string | number | boolean)[][] = [];
  for (const [factorId, series] of plan.factors) {
    series.forEach((value, i) => {
      factorRows.push([factorId, plan.dates[i] ?? '', Math.round(value * PRICE_FACTOR_VALUE_SCALE), true]);
    });
  }

  let inserted = { snapshots: 0, factors: 0 };
  await db.transaction(async (t) => {
    await t.delete(priceSnapshots).where(eq(priceSnapshots.isDemo, true));
    await t.delete(priceFactorValues).where(eq(priceFactorValues.isDemo, true));
    const conflict = ['country_id', 'product_group_id', 'scope', 'scope_key', 'date'];
    inserted = {
      snapshots: await insertColumnwise(t, 'price_snapshot', SNAPSHOT_COLUMNS, snapshotRows, conflict),
      factors: await insertColumnwise(t, 'price_factor_value', FACTOR_COLUMNS, factorRows, [
        'factor_id',
        'date',
      ]),
    };
  });
  return {
    status: 'generated',
    endDate,
    days,
    snapshotRows: inserted.snapshots,
    factorRows: inserted.factors,
    durationMs: Math.round(performance.now() - started),
  };
}
