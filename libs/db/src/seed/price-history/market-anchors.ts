import { type CountryId, countryById, DEFAULT_AMOUNT } from '@fuel/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.js';
import type { PriceTier } from '../../schema.js';
import { resultRows } from '../bulk-insert.util.js';
import { tierFor } from '../demo-market/pricing.js';

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
  const branchRows = resultRows(
    await db.execute(sql`
      SELECT DISTINCT ON (b.id) b.id AS branch_id, b.country_id, pl.tiers
      FROM dealer_branch b
      JOIN price_list pl ON pl.branch_id = b.id AND pl.product_id IN (1, 6, 12) AND pl.valid_from <= now()
      WHERE b.active
      ORDER BY b.id, pl.valid_from DESC`),
  );
  const gross = new Map<number, number>();
  for (const row of branchRows) {
    const tier = tierFor(row['tiers'] as PriceTier[], DEFAULT_AMOUNT);
    const vat = countryById(row['country_id'] as CountryId).vatBasisPoints;
    if (tier) gross.set(row['branch_id'] as number, Math.round((tier.netPer100 * (10_000 + vat)) / 10_000));
  }
  const zipRows = resultRows(
    await db.execute(sql`
      SELECT a.country_id, a.zip_code, min(pc.state_id) AS state_id, array_agg(a.branch_id) AS branches
      FROM branch_service_area a
      JOIN postal_code pc ON pc.country_id = a.country_id AND pc.zip_code = a.zip_code
      GROUP BY a.country_id, a.zip_code`),
  );
  const sums = new Map<string, { sum: number; n: number }>();
  const add = (key: string, value: number) => {
    const acc = sums.get(key) ?? { sum: 0, n: 0 };
    acc.sum += value;
    acc.n += 1;
    sums.set(key, acc);
  };
  for (const row of zipRows) {
    const prices = (row['branches'] as number[]).flatMap((id) => gross.get(id) ?? []);
    if (prices.length === 0) continue;
    const mean = prices.reduce((s, p) => s + p, 0) / prices.length;
    add(`country:${String(row['country_id'])}`, mean);
    if (row['state_id'] !== null) add(`state:${String(row['state_id'])}`, mean);
  }
  const countries: Partial<Record<CountryId, number>> = {};
  const states = new Map<number, number>();
  for (const [key, { sum, n }] of sums) {
    const [scope, id] = key.split(':');
    if (scope === 'country') countries[Number(id) as CountryId] = Math.round(sum / n);
    else states.set(Number(id), Math.round(sum / n));
  }
  return { countries, states };
}
