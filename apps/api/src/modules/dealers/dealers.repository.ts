import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { dealerBranches, dealers, orderRatings } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { Place } from '../location/index.js';

export type DealerRow = typeof dealers.$inferSelect;
export type BranchRow = typeof dealerBranches.$inferSelect;

export interface DealerListRow {
  id: number;
  name: string;
  zipCode: string;
  city: string;
  ratingAverage: number;
  ratingCount: number;
  branchCount: number;
  /** Slug of the state of the head office; null when its postal code is unknown. */
  stateSlug: string | null;
}

interface PlaceSqlRow {
  zip_code: string;
  place: string;
  state_id: number | null;
  county: string | null;
  latitude: number;
  longitude: number;
}

/** One place of a postal code the branches serve; a code has one row per place. */
export interface ServedZipRow {
  zipCode: string;
  place: string;
  county: string | null;
  /** The place is a company or an office (a DE large-customer code), not a town. */
  isOrganisation: boolean;
}

export interface ServedStateRow {
  stateId: number;
  zipCodeCount: number;
}

// Written with the table name: drizzle leaves columns unqualified in one-table selects, and inside these
// subqueries an unqualified "id" would mean the subquery's own table.
/** The state slug of a dealer's head office, for the link to its page. */
const dealerStateSlug = sql<string | null>`(
  select s.friendly_name from postal_code p join country_state s on s.id = p.state_id
  where p.country_id = dealer.country_id and p.zip_code = dealer.zip_code limit 1)`;

/** `(1, 2, 3)` as bound parameters. */
const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Rows of db.execute: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const activeBranchCount = sql<number>`(
  select count(*)::int from dealer_branch b where b.dealer_id = dealer.id and b.active)`;

/** The dealer directory's reads and the dealer ratings; the market snapshot reads dealers on its own. */
@Injectable()
export class DealersRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private get db() {
    return this.runner.db;
  }

  /** Whether a dealer with this id exists, active or not. */
  async exists(dealerId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId));
    return row !== undefined;
  }

  /** The dealer's name and order address, or undefined for an unknown id. */
  async contact(dealerId: number): Promise<{ name: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ name: dealers.name, email: dealers.email })
      .from(dealers)
      .where(eq(dealers.id, dealerId));
    return row;
  }

  /**
   * Stores an order's rating (once per order: a second one fails on the primary key) and folds it into the
   * dealer's mean, kept in hundredths of a star.
   */
  async addRating(rating: typeof orderRatings.$inferInsert): Promise<void> {
    await this.db.insert(orderRatings).values(rating);
    await this.db
      .update(dealers)
      .set({
        ratingAverage: sql`round((${dealers.ratingAverage} * ${dealers.ratingCount} + ${rating.stars * 100})::numeric / (${dealers.ratingCount} + 1))`,
        ratingCount: sql`${dealers.ratingCount} + 1`,
      })
      .where(eq(dealers.id, rating.dealerId));
  }

  /** Active dealers with at least one postal code of the state in a branch's service area, per state. */
  async dealerCountsByState(countryId: CountryId): Promise<Map<number, number>> {
    const rows = rowsOf<{ state_id: number; n: number }>(
      await this.db.execute(sql`
      select p.state_id, count(distinct b.dealer_id)::int as n
      from branch_service_area a
      join dealer_branch b on b.id = a.branch_id and b.active
      join dealer d on d.id = b.dealer_id and d.active
      join (select distinct country_id, zip_code, state_id from postal_code where country_id = ${countryId}) p
        on p.country_id = a.country_id and p.zip_code = a.zip_code
      where a.country_id = ${countryId} and p.state_id is not null
      group by p.state_id`),
    );
    return new Map(rows.map((r) => [Number(r.state_id), Number(r.n)]));
  }

  dealersServingState(countryId: CountryId, stateId: number): Promise<DealerListRow[]> {
    return this.listDealers(
      countryId,
      sql`${dealers.id} = any(array(
        select distinct b.dealer_id from branch_service_area a
        join dealer_branch b on b.id = a.branch_id and b.active
        join postal_code p on p.country_id = a.country_id and p.zip_code = a.zip_code
        where a.country_id = ${countryId} and p.state_id = ${stateId}))`,
    );
  }

  dealersServingZip(countryId: CountryId, zipCode: string): Promise<DealerListRow[]> {
    return this.listDealers(
      countryId,
      sql`${dealers.id} = any(array(
        select b.dealer_id from branch_service_area a
        join dealer_branch b on b.id = a.branch_id and b.active
        where a.country_id = ${countryId} and a.zip_code = ${zipCode}))`,
    );
  }

  /** `= any(array(…))` runs the serving query once; as `in (…)` the planner looped it per dealer (6 s). */
  private listDealers(countryId: CountryId, serving: ReturnType<typeof sql>): Promise<DealerListRow[]> {
    return this.db
      .select({
        id: dealers.id,
        name: dealers.name,
        zipCode: dealers.zipCode,
        city: dealers.city,
        ratingAverage: dealers.ratingAverage,
        ratingCount: dealers.ratingCount,
        branchCount: activeBranchCount,
        stateSlug: dealerStateSlug,
      })
      .from(dealers)
      .where(and(eq(dealers.countryId, countryId), eq(dealers.active, true), serving))
      .orderBy(sql`${dealers.ratingAverage} desc`, asc(dealers.name));
  }

  async dealer(
    countryId: CountryId,
    dealerId: number,
  ): Promise<(DealerListRow & { row: DealerRow }) | undefined> {
    const [found] = await this.db
      .select({ row: dealers, branchCount: activeBranchCount, stateSlug: dealerStateSlug })
      .from(dealers)
      .where(and(eq(dealers.id, dealerId), eq(dealers.countryId, countryId), eq(dealers.active, true)));
    if (!found) return undefined;
    const { row } = found;
    return {
      row,
      id: row.id,
      name: row.name,
      zipCode: row.zipCode,
      city: row.city,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      branchCount: found.branchCount,
      stateSlug: found.stateSlug,
    };
  }

  branchesOf(dealerId: number): Promise<BranchRow[]> {
    return this.db
      .select()
      .from(dealerBranches)
      .where(and(eq(dealerBranches.dealerId, dealerId), eq(dealerBranches.active, true)))
      .orderBy(asc(dealerBranches.id));
  }

  /** Postal codes served per branch. */
  async zipCountsOf(branchIds: readonly number[]): Promise<Map<number, number>> {
    if (branchIds.length === 0) return new Map();
    const rows = rowsOf<{ branch_id: number; n: number }>(
      await this.db.execute(sql`
      select branch_id, count(*)::int as n from branch_service_area
      where branch_id in ${idList(branchIds)} group by branch_id`),
    );
    return new Map(rows.map((r) => [Number(r.branch_id), Number(r.n)]));
  }

  /** Distinct postal codes the branches serve, per state. */
  async servedStates(branchIds: readonly number[]): Promise<ServedStateRow[]> {
    if (branchIds.length === 0) return [];
    const rows = rowsOf<{ state_id: number; n: number }>(
      await this.db.execute(sql`
      select p.state_id, count(distinct a.zip_code)::int as n
      from branch_service_area a
      join (select distinct country_id, zip_code, state_id from postal_code) p
        on p.country_id = a.country_id and p.zip_code = a.zip_code
      where a.branch_id in ${idList(branchIds)} and p.state_id is not null
      group by p.state_id order by n desc`),
    );
    return rows.map((r) => ({ stateId: Number(r.state_id), zipCodeCount: Number(r.n) }));
  }

  /** Every postal code the branches serve with each of its places, by code. */
  async servedZipCodes(branchIds: readonly number[]): Promise<ServedZipRow[]> {
    if (branchIds.length === 0) return [];
    const rows = rowsOf<{ zip_code: string; place: string; county: string | null; is_organisation: boolean }>(
      await this.db.execute(sql`
      select p.zip_code, p.place, p.county, p.is_organisation
      from (select distinct country_id, zip_code from branch_service_area where branch_id in ${idList(branchIds)}) a
      join postal_code p on p.country_id = a.country_id and p.zip_code = a.zip_code
      order by p.zip_code, p.place`),
    );
    return rows.map((r) => ({
      zipCode: r.zip_code,
      place: r.place,
      county: r.county,
      isOrganisation: Boolean(r.is_organisation),
    }));
  }

  /** Served towns nearest to a point (one row per postal code; large-customer codes' companies are no town). */
  async servedPlacesNear(
    branchIds: readonly number[],
    latitude: number,
    longitude: number,
    limit: number,
  ): Promise<Place[]> {
    if (branchIds.length === 0) return [];
    const rows = rowsOf<PlaceSqlRow>(
      await this.db.execute(sql`
      select * from (
        select distinct on (p.zip_code) p.zip_code, p.place, p.state_id, p.county, p.latitude, p.longitude,
          (p.latitude - ${latitude}::float8) ^ 2
            + ((p.longitude - ${longitude}::float8) * cos(radians(${latitude}::float8))) ^ 2 as d
        from branch_service_area a
        join postal_code p on p.country_id = a.country_id and p.zip_code = a.zip_code
        where a.branch_id in ${idList(branchIds)} and not p.is_organisation
        order by p.zip_code, d, p.place
      ) nearest
      order by d
      limit ${limit}`),
    );
    return rows.map(toPlace);
  }

  /** Sum of all ratings (in hundredths of a star) and their number, over the site's active dealers. */
  async ratingTotals(countryId: CountryId): Promise<{ weightedSum: number; count: number }> {
    const [row] = await this.db
      .select({
        weightedSum: sql<string | null>`sum(${dealers.ratingAverage}::bigint * ${dealers.ratingCount})`,
        count: sql<string | null>`sum(${dealers.ratingCount})`,
      })
      .from(dealers)
      .where(and(eq(dealers.countryId, countryId), eq(dealers.active, true)));
    return { weightedSum: Number(row?.weightedSum ?? 0), count: Number(row?.count ?? 0) };
  }

  /** The newest ratings of a dealer that carry a text. */
  recentRatings(dealerId: number, limit: number) {
    return this.db
      .select({ stars: orderRatings.stars, text: orderRatings.text, createdAt: orderRatings.createdAt })
      .from(orderRatings)
      .where(and(eq(orderRatings.dealerId, dealerId), ne(orderRatings.text, '')))
      .orderBy(desc(orderRatings.createdAt))
      .limit(limit);
  }
}

function toPlace(r: PlaceSqlRow): Place {
  return {
    zipCode: r.zip_code,
    place: r.place,
    stateId: r.state_id === null ? null : Number(r.state_id),
    county: r.county,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  };
}
