import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { priceFactors, priceFactorValues, priceSnapshots } from '@fuel/db';
import type { CountryId, ProductGroupId } from '@fuel/domain';
import type { PriceScope } from '@fuel/domain/prices';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { FactorValueRow } from './domain/factor-csv.js';
import type { DatedPrice } from './domain/price-range.js';

export interface SnapshotRowInput {
  readonly date: string;
  readonly countryId: CountryId;
  readonly productGroupId: ProductGroupId;
  readonly scope: PriceScope;
  readonly scopeKey: string;
  readonly averageGrossPer100: number;
  readonly minGrossPer100: number;
  readonly maxGrossPer100: number;
  readonly offerCount: number;
}

/** The rows of one area's series (all days). */
function areaIs(countryId: CountryId, productGroupId: ProductGroupId, scope: PriceScope, scopeKey: string) {
  return and(
    eq(priceSnapshots.countryId, countryId),
    eq(priceSnapshots.productGroupId, productGroupId),
    eq(priceSnapshots.scope, scope),
    eq(priceSnapshots.scopeKey, scopeKey),
  );
}

/** Rows per upsert statement: 10 parameters a row stays far below PostgreSQL's 65,535. */
const UPSERT_CHUNK = 2_000;

@Injectable()
export class PricesRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private get db() {
    return this.runner.db;
  }

  async hasSnapshot(date: string, countryId: CountryId): Promise<boolean> {
    const [row] = await this.db
      .select({ date: priceSnapshots.date })
      .from(priceSnapshots)
      .where(
        and(
          areaIs(countryId, 1, 'country', ''),
          eq(priceSnapshots.date, date),
          eq(priceSnapshots.isDemo, false),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Writes the live snapshot rows; a demo row of the same day and key is replaced by the real one. The
   * columns travel as one array each and `unnest` zips them (a zip-level day is ~11,000 rows; a VALUES
   * list with a parameter per value is several times slower).
   */
  async upsertSnapshots(rows: readonly SnapshotRowInput[]): Promise<void> {
    if (rows.length === 0) return;
    const column = (type: string, pick: (row: SnapshotRowInput) => string | number) =>
      sql`${arrayLiteral(rows.map(pick))}${sql.raw(`::${type}[]`)}`;
    await this.db.execute(sql`
      INSERT INTO price_snapshot (date, country_id, product_group_id, scope, scope_key, average_gross_per100,
        min_gross_per100, max_gross_per100, offer_count, is_demo)
      SELECT d, c, g, s, k, a, mi, ma, n, false FROM unnest(
        ${column('date', (r) => r.date)}, ${column('smallint', (r) => r.countryId)},
        ${column('smallint', (r) => r.productGroupId)}, ${column('text', (r) => r.scope)},
        ${column('text', (r) => r.scopeKey)}, ${column('integer', (r) => r.averageGrossPer100)},
        ${column('integer', (r) => r.minGrossPer100)}, ${column('integer', (r) => r.maxGrossPer100)},
        ${column('integer', (r) => r.offerCount)}
      ) AS t(d, c, g, s, k, a, mi, ma, n)
      ON CONFLICT (country_id, product_group_id, scope, scope_key, date) DO UPDATE SET
        average_gross_per100 = excluded.average_gross_per100, min_gross_per100 = excluded.min_gross_per100,
        max_gross_per100 = excluded.max_gross_per100, offer_count = excluded.offer_count, is_demo = false`);
  }

  async pruneCityRows(before: string): Promise<void> {
    await this.db
      .delete(priceSnapshots)
      .where(and(eq(priceSnapshots.scope, 'city'), lt(priceSnapshots.date, before)));
  }

  /** The newest days (newest first) with a heating-oil price for the whole site. */
  async latestDates(countryId: CountryId, productGroupId: ProductGroupId, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ date: priceSnapshots.date })
      .from(priceSnapshots)
      .where(areaIs(countryId, productGroupId, 'country', ''))
      .orderBy(desc(priceSnapshots.date))
      .limit(limit);
    return rows.map((r) => r.date);
  }

  /** One area's daily average since `from`, oldest first. */
  series(
    countryId: CountryId,
    productGroupId: ProductGroupId,
    scope: PriceScope,
    scopeKey: string,
    from: string,
  ): Promise<DatedPrice[]> {
    return this.db
      .select({ date: priceSnapshots.date, price: priceSnapshots.averageGrossPer100 })
      .from(priceSnapshots)
      .where(and(areaIs(countryId, productGroupId, scope, scopeKey), gte(priceSnapshots.date, from)))
      .orderBy(asc(priceSnapshots.date));
  }

  /**
   * Averages of the given keys of a scope on the given days. The keys are named because the index leads with
   * the key and ends with the date: all keys of a scope on a day would be a scan over every day of the scope
   * (a year of zip rows is millions).
   */
  pricesOn(
    countryId: CountryId,
    productGroupId: ProductGroupId,
    scope: PriceScope,
    scopeKeys: readonly string[],
    dates: readonly string[],
  ): Promise<{ scopeKey: string; date: string; price: number }[]> {
    if (scopeKeys.length === 0 || dates.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        scopeKey: priceSnapshots.scopeKey,
        date: priceSnapshots.date,
        price: priceSnapshots.averageGrossPer100,
      })
      .from(priceSnapshots)
      .where(
        and(
          eq(priceSnapshots.countryId, countryId),
          eq(priceSnapshots.productGroupId, productGroupId),
          eq(priceSnapshots.scope, scope),
          inArray(priceSnapshots.scopeKey, [...scopeKeys]),
          inArray(priceSnapshots.date, [...dates]),
        ),
      );
  }

  factorsByIds(ids: readonly number[]) {
    return this.db
      .select()
      .from(priceFactors)
      .where(inArray(priceFactors.id, [...ids]));
  }

  factorValuesSince(ids: readonly number[], from: string) {
    return this.db
      .select({
        factorId: priceFactorValues.factorId,
        date: priceFactorValues.date,
        value: priceFactorValues.value,
      })
      .from(priceFactorValues)
      .where(and(inArray(priceFactorValues.factorId, [...ids]), gte(priceFactorValues.date, from)))
      .orderBy(asc(priceFactorValues.date));
  }

  async latestFactorDate(ids: readonly number[]): Promise<string | undefined> {
    const [row] = await this.db
      .select({ date: sql<string | null>`max(${priceFactorValues.date})` })
      .from(priceFactorValues)
      .where(inArray(priceFactorValues.factorId, [...ids]));
    return row?.date ?? undefined;
  }

  async knownFactorIds(): Promise<number[]> {
    const rows = await this.db.select({ id: priceFactors.id }).from(priceFactors);
    return rows.map((r) => r.id);
  }

  /** Staff values replace demo or earlier values of the same factor and day. */
  async upsertFactorValues(rows: readonly FactorValueRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      await this.db
        .insert(priceFactorValues)
        .values(rows.slice(start, start + UPSERT_CHUNK).map((row) => ({ ...row, isDemo: false })))
        .onConflictDoUpdate({
          target: [priceFactorValues.factorId, priceFactorValues.date],
          set: { value: sql`excluded.value`, isDemo: false },
        });
    }
  }
}

/** A PostgreSQL array literal; every item quoted, so county names with commas or quotes stay intact. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
