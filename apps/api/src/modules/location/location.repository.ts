import { Injectable } from '@nestjs/common';
import { and, asc, between, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { countryStates, postalCodes } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export type CountryState = typeof countryStates.$inferSelect;

/** One place of a postal code, as the price and dealer pages name and link it. */
export interface Place {
  zipCode: string;
  place: string;
  stateId: number | null;
  county: string | null;
  latitude: number;
  longitude: number;
}

/** The town of a postal code: where its price page is filed. */
export interface Town {
  readonly zipCode: string;
  readonly place: string;
  readonly stateId: number | null;
  readonly county: string | null;
}

/** A place of a checked postal code, with its state's name. */
export interface CheckedPlaceRow {
  place: string;
  stateId: number | null;
  stateName: string | null;
  county: string | null;
  latitude: number;
  longitude: number;
}

const PLACE_COLUMNS = {
  zipCode: postalCodes.zipCode,
  place: postalCodes.place,
  stateId: postalCodes.stateId,
  county: postalCodes.county,
  latitude: postalCodes.latitude,
  longitude: postalCodes.longitude,
};

@Injectable()
export class LocationRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private get db() {
    return this.runner.db;
  }

  /** The places of a code; a DE large-customer code's companies only when it has no town. */
  async placesOf(countryId: CountryId, zipCode: string): Promise<CheckedPlaceRow[]> {
    const rows = await this.db
      .select({
        isOrganisation: postalCodes.isOrganisation,
        place: postalCodes.place,
        stateId: postalCodes.stateId,
        stateName: countryStates.name,
        county: postalCodes.county,
        latitude: postalCodes.latitude,
        longitude: postalCodes.longitude,
      })
      .from(postalCodes)
      .leftJoin(countryStates, eq(countryStates.id, postalCodes.stateId))
      .where(and(eq(postalCodes.countryId, countryId), eq(postalCodes.zipCode, zipCode)))
      .orderBy(asc(postalCodes.place));
    const towns = rows.filter((r) => !r.isOrganisation);
    return (towns.length > 0 ? towns : rows).map(({ isOrganisation: _, ...place }) => place);
  }

  /** Which of the (country, code) pairs exist, in one query. */
  async existing(pairs: readonly { countryId: CountryId; zipCode: string }[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ countryId: postalCodes.countryId, zipCode: postalCodes.zipCode })
      .from(postalCodes)
      .where(
        or(
          ...pairs.map((p) =>
            and(eq(postalCodes.countryId, p.countryId), eq(postalCodes.zipCode, p.zipCode)),
          ),
        ),
      );
    return new Set(rows.map((r) => `${r.countryId}:${r.zipCode}`));
  }

  statesOf(countryId: CountryId): Promise<CountryState[]> {
    return this.db
      .select()
      .from(countryStates)
      .where(eq(countryStates.countryId, countryId))
      .orderBy(asc(countryStates.name));
  }

  /** The main place of a postal code, or undefined when the code does not exist. */
  async mainPlace(countryId: CountryId, zipCode: string): Promise<Place | undefined> {
    const [row] = await this.db
      .select(PLACE_COLUMNS)
      .from(postalCodes)
      .where(and(eq(postalCodes.countryId, countryId), eq(postalCodes.zipCode, zipCode)))
      // The town rather than a company of a large-customer code, a district or a village sharing the
      // code: the community most of the code's places belong to, there the place named like it, else the
      // shortest name.
      .orderBy(
        asc(postalCodes.isOrganisation),
        sql`count(*) over (partition by coalesce(nullif(${postalCodes.community}, ''), ${postalCodes.place})) desc`,
        sql`${postalCodes.place} = ${postalCodes.community} desc`,
        sql`length(${postalCodes.place})`,
        asc(postalCodes.place),
      )
      .limit(1);
    return row;
  }

  /** Distinct county names of a state, alphabetically. */
  async countiesOf(countryId: CountryId, stateId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ county: postalCodes.county })
      .from(postalCodes)
      .where(
        and(
          eq(postalCodes.countryId, countryId),
          eq(postalCodes.stateId, stateId),
          isNotNull(postalCodes.county),
        ),
      )
      .orderBy(asc(postalCodes.county));
    return rows.flatMap((r) => (r.county ? [r.county] : []));
  }

  /** One town per postal code of a county, by postal code (codes of only companies are left out). */
  placesOfCounty(countryId: CountryId, stateId: number, county: string, limit: number): Promise<Place[]> {
    return this.db
      .selectDistinctOn([postalCodes.zipCode], PLACE_COLUMNS)
      .from(postalCodes)
      .where(
        and(
          eq(postalCodes.countryId, countryId),
          eq(postalCodes.stateId, stateId),
          eq(postalCodes.county, county),
          eq(postalCodes.isOrganisation, false),
        ),
      )
      .orderBy(asc(postalCodes.zipCode), asc(postalCodes.place))
      .limit(limit);
  }

  /**
   * One place per postal code of a site, its town: codes of only companies or offices (DE large-customer
   * codes) are left out.
   */
  async towns(countryId: CountryId, filter: { stateId?: number; zipCode?: string } = {}): Promise<Town[]> {
    const rows = await this.db
      .selectDistinctOn([postalCodes.zipCode], {
        zipCode: postalCodes.zipCode,
        place: postalCodes.place,
        stateId: postalCodes.stateId,
        county: postalCodes.county,
        isOrganisation: postalCodes.isOrganisation,
      })
      .from(postalCodes)
      .where(
        and(
          eq(postalCodes.countryId, countryId),
          filter.stateId === undefined ? undefined : eq(postalCodes.stateId, filter.stateId),
          filter.zipCode === undefined ? undefined : eq(postalCodes.zipCode, filter.zipCode),
        ),
      )
      .orderBy(asc(postalCodes.zipCode), asc(postalCodes.isOrganisation), asc(postalCodes.place));
    return rows.flatMap(({ isOrganisation, ...town }) => (isOrganisation ? [] : [town]));
  }

  /** The first postal code whose town has this name (case-insensitive). */
  async zipCodeOfTown(countryId: CountryId, name: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ zipCode: postalCodes.zipCode })
      .from(postalCodes)
      .where(
        and(
          eq(postalCodes.countryId, countryId),
          eq(postalCodes.isOrganisation, false),
          sql`lower(${postalCodes.place}) = lower(${name})`,
        ),
      )
      .orderBy(asc(postalCodes.zipCode))
      .limit(1);
    return row?.zipCode;
  }

  /** Other postal codes nearest to a place (within about 30 km), one town each. */
  placesNear(countryId: CountryId, from: Place, limit: number): Promise<Place[]> {
    const box = 0.3;
    const distance = sql<number>`(${postalCodes.latitude} - ${from.latitude}::float8) ^ 2
      + ((${postalCodes.longitude} - ${from.longitude}::float8) * cos(radians(${from.latitude}::float8))) ^ 2`;
    const nearest = this.db
      .selectDistinctOn([postalCodes.zipCode], { ...PLACE_COLUMNS, distance: distance.as('distance') })
      .from(postalCodes)
      .where(
        and(
          eq(postalCodes.countryId, countryId),
          ne(postalCodes.zipCode, from.zipCode),
          eq(postalCodes.isOrganisation, false),
          between(postalCodes.latitude, from.latitude - box, from.latitude + box),
          between(postalCodes.longitude, from.longitude - 2 * box, from.longitude + 2 * box),
        ),
      )
      .orderBy(asc(postalCodes.zipCode), distance, asc(postalCodes.place))
      .as('nearest');
    return this.db
      .select({
        zipCode: nearest.zipCode,
        place: nearest.place,
        stateId: nearest.stateId,
        county: nearest.county,
        latitude: nearest.latitude,
        longitude: nearest.longitude,
      })
      .from(nearest)
      .orderBy(asc(nearest.distance))
      .limit(limit);
  }
}
