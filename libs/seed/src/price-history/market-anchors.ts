import { COUNTRIES, type CountryId, countryById, DEFAULT_AMOUNT, grossFromNet } from '@fuel/domain';
import { and, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { branchServiceAreas, type Database, dealerBranches, postalCodes, priceLists } from '@fuel/db';
import { tierFor } from '../demo-market/pricing.js';

/** The standard heating oil of each site (1, 6, 12). */
const STANDARD_OIL_PRODUCT_IDS = COUNTRIES.map((country) => country.defaultProductId);

export interface MarketAnchors {
  /** Gross cents per 100 l of standard heating oil at 3,000 l, per site. */
  readonly countries: Partial<Record<CountryId, number>>;
  readonly states: ReadonlyMap<number, number>;
}

/**
 * Today's heating-oil level of the market in the database, averaged like the API's daily snapshot: a zip
 * code's price is the mean of its serving branches' standard price (base tier at 3,000 l plus VAT; the
 * default options cost nothing extra), a state's and a site's the mean of their zip codes. The backfill
 * ends on these values, so the demo history runs into the first live snapshot without a jump.
 */
export async function marketAnchors(db: Database): Promise<MarketAnchors> {
  const branchRows = await db
    .selectDistinctOn([dealerBranches.id], {
      branchId: dealerBranches.id,
      countryId: dealerBranches.countryId,
      tiers: priceLists.tiers,
    })
    .from(dealerBranches)
    .innerJoin(
      priceLists,
      and(
        eq(priceLists.branchId, dealerBranches.id),
        inArray(priceLists.productId, STANDARD_OIL_PRODUCT_IDS),
        lte(priceLists.validFrom, sql`now()`),
      ),
    )
    .where(eq(dealerBranches.active, true))
    .orderBy(dealerBranches.id, desc(priceLists.validFrom));
  const gross = new Map<number, number>();
  for (const row of branchRows) {
    const tier = tierFor(row.tiers, DEFAULT_AMOUNT);
    const vat = countryById(row.countryId).vatBasisPoints;
    if (tier) gross.set(row.branchId, grossFromNet(tier.netPer100, vat));
  }
  const zipRows = await db
    .select({
      countryId: branchServiceAreas.countryId,
      stateId: min(postalCodes.stateId),
      branches: sql<number[]>`array_agg(${branchServiceAreas.branchId})`,
    })
    .from(branchServiceAreas)
    .innerJoin(
      postalCodes,
      and(
        eq(postalCodes.countryId, branchServiceAreas.countryId),
        eq(postalCodes.zipCode, branchServiceAreas.zipCode),
      ),
    )
    .groupBy(branchServiceAreas.countryId, branchServiceAreas.zipCode);
  const countrySums = new Map<CountryId, Mean>();
  const stateSums = new Map<number, Mean>();
  for (const row of zipRows) {
    const prices = row.branches.flatMap((id) => gross.get(id) ?? []);
    if (prices.length === 0) continue;
    const mean = prices.reduce((s, p) => s + p, 0) / prices.length;
    addTo(countrySums, row.countryId, mean);
    if (row.stateId !== null) addTo(stateSums, row.stateId, mean);
  }
  const countries: Partial<Record<CountryId, number>> = {};
  for (const [countryId, { sum, n }] of countrySums) countries[countryId] = Math.round(sum / n);
  const states = new Map<number, number>();
  for (const [stateId, { sum, n }] of stateSums) states.set(stateId, Math.round(sum / n));
  return { countries, states };
}

interface Mean {
  sum: number;
  n: number;
}

function addTo<K>(sums: Map<K, Mean>, key: K, value: number): void {
  const acc = sums.get(key) ?? { sum: 0, n: 0 };
  acc.sum += value;
  acc.n += 1;
  sums.set(key, acc);
}
