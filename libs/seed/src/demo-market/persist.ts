import type { CountryId } from '@fuel/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '@fuel/db';
import { type BulkColumn, bulkInsert, resultRows } from '../bulk-insert.util.js';
import type { CoverageStats, ServiceArea } from './coverage.js';
import { DEMO_EMAIL_DOMAIN, DEMO_NAME_PREFIX } from './names.constant.js';
import type { PlannedBranch, PlannedDealer, ZipPoint } from './placement.js';
import type { PlannedPriceList } from './pricing.js';

/** One country's generated market, in memory, before it gets database ids. */
export interface CountryMarket {
  readonly countryId: CountryId;
  readonly points: readonly ZipPoint[];
  readonly dealers: readonly PlannedDealer[];
  readonly branches: readonly PlannedBranch[];
  readonly radiiKm: readonly number[];
  readonly areas: readonly ServiceArea[];
  readonly coverage: CoverageStats;
  readonly priceLists: readonly PlannedPriceList[];
}

/** The rows the demo market owns: dealers named Demo-… with an @example.com address, and their branches. */
const DEMO_DEALER = sql.raw(
  `"dealer"."name" LIKE '${DEMO_NAME_PREFIX}%' AND "dealer"."email" LIKE '%@${DEMO_EMAIL_DOMAIN}'`,
);

export async function countDemoMarket(db: Database): Promise<{ dealers: number; branches: number }> {
  const [row] = resultRows(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM "dealer" WHERE ${DEMO_DEALER})::int AS dealers,
        (SELECT count(*) FROM "dealer_branch" b JOIN "dealer" ON "dealer"."id" = b."dealer_id"
          WHERE ${DEMO_DEALER})::int AS branches`),
  );
  return { dealers: Number(row?.['dealers'] ?? 0), branches: Number(row?.['branches'] ?? 0) };
}

/**
 * Removes the demo market; service areas and price lists go with their branches (ON DELETE CASCADE). Orders
 * placed with demo dealers are demo orders too and go first (they keep their dealer otherwise).
 */
export async function deleteDemoMarket(db: Database): Promise<void> {
  await db.execute(
    sql`DELETE FROM "order" WHERE "dealer_id" IN (SELECT "id" FROM "dealer" WHERE ${DEMO_DEALER})`,
  );
  await db.execute(
    sql`DELETE FROM "dealer_branch" WHERE "dealer_id" IN (SELECT "id" FROM "dealer" WHERE ${DEMO_DEALER})`,
  );
  await db.execute(sql`DELETE FROM "dealer" WHERE ${DEMO_DEALER}`);
}

/** Raises the market revision so running API processes reload; returns the new revision. */
export async function bumpMarketRevision(db: Database): Promise<number> {
  const [row] = resultRows(
    await db.execute(sql`
      INSERT INTO "market_revision" ("id", "revision", "changed_at") VALUES (1, 1, now())
      ON CONFLICT ("id") DO UPDATE
        SET "revision" = "market_revision"."revision" + 1, "changed_at" = now()
      RETURNING "revision"`),
  );
  return Number(row?.['revision']);
}

const DEALER_COLUMNS: readonly BulkColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'country_id', type: 'smallint' },
  { name: 'name', type: 'text' },
  { name: 'contact_name', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'street', type: 'text' },
  { name: 'zip_code', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'rating_average', type: 'integer' },
  { name: 'rating_count', type: 'integer' },
];

const BRANCH_COLUMNS: readonly BulkColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'dealer_id', type: 'integer' },
  { name: 'country_id', type: 'smallint' },
  { name: 'name', type: 'text' },
  { name: 'street', type: 'text' },
  { name: 'zip_code', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'latitude', type: 'double precision' },
  { name: 'longitude', type: 'double precision' },
  { name: 'delivery_radius_km', type: 'integer' },
  { name: 'lead_time_days', type: 'smallint' },
  { name: 'delivery_weekdays', type: 'smallint' },
  { name: 'payment_option_ids', type: 'integer[]' },
  { name: 'monthly_rate_count', type: 'smallint' },
];

const AREA_COLUMNS: readonly BulkColumn[] = [
  { name: 'country_id', type: 'smallint' },
  { name: 'zip_code', type: 'text' },
  { name: 'branch_id', type: 'integer' },
  { name: 'source', type: 'text' },
];

const PRICE_LIST_COLUMNS: readonly BulkColumn[] = [
  { name: 'branch_id', type: 'integer' },
  { name: 'product_id', type: 'integer' },
  { name: 'valid_from', type: 'timestamptz' },
  { name: 'min_amount', type: 'integer' },
  { name: 'max_amount', type: 'integer' },
  { name: 'tiers', type: 'jsonb' },
  { name: 'option_surcharges', type: 'jsonb' },
  { name: 'extra_station_net_flat', type: 'integer' },
  { name: 'small_quantity', type: 'jsonb' },
  { name: 'climate_neutral_net_per100', type: 'integer' },
];

/** Writes one country's market; ids come from the tables' sequences first, so rows link without lookups. */
export async function insertCountryMarket(
  db: Database,
  market: CountryMarket,
  validFrom: Date,
): Promise<{ serviceAreas: number; priceLists: number }> {
  const dealerIds = await nextIds(db, 'dealer', market.dealers.length);
  const branchIds = await nextIds(db, 'dealer_branch', market.branches.length);
  const branchId = (index: number) => branchIds[index] as number;

  await bulkInsert(
    db,
    'dealer',
    DEALER_COLUMNS,
    market.dealers.map((d, i) => [
      dealerIds[i] as number,
      d.countryId,
      d.name,
      d.contactName,
      d.email,
      d.phone,
      d.street,
      d.zipCode,
      d.city,
      d.ratingAverage,
      d.ratingCount,
    ]),
  );
  await bulkInsert(
    db,
    'dealer_branch',
    BRANCH_COLUMNS,
    market.branches.map((b, i) => [
      branchId(i),
      dealerIds[b.dealerIndex] as number,
      b.countryId,
      b.name,
      b.street,
      b.zipCode,
      b.city,
      b.latitude,
      b.longitude,
      market.radiiKm[i] as number,
      b.leadTimeDays,
      b.deliveryWeekdays,
      b.paymentOptionIds,
      b.monthlyRateCount,
    ]),
  );
  const serviceAreas = await bulkInsert(
    db,
    'branch_service_area',
    AREA_COLUMNS,
    market.areas.map((a) => [
      market.countryId,
      (market.points[a.codeIndex] as ZipPoint).zipCode,
      branchId(a.branchIndex),
      a.source,
    ]),
    { rowsPerStatement: 20_000 },
  );
  const priceLists = await bulkInsert(
    db,
    'price_list',
    PRICE_LIST_COLUMNS,
    market.priceLists.map((p) => [
      branchId(p.branchIndex),
      p.productId,
      validFrom,
      p.minAmount,
      p.maxAmount,
      p.tiers,
      p.optionSurcharges,
      p.extraStationNetFlat,
      p.smallQuantity,
      p.climateNeutralNetPer100,
    ]),
  );
  return { serviceAreas, priceLists };
}

async function nextIds(db: Database, table: 'dealer' | 'dealer_branch', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = resultRows(
    await db.execute(
      sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`,
    ),
  );
  return rows.map((r) => Number(r['id']));
}
