import { Injectable } from '@nestjs/common';
import { and, asc, eq, or } from 'drizzle-orm';
import { countryStates, postalCodes } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { DatabaseService } from '../../core/database/database.service.js';

export interface PlaceRow {
  place: string;
  stateId: number | null;
  stateName: string | null;
  county: string | null;
  latitude: number;
  longitude: number;
}

@Injectable()
export class LocationRepository {
  constructor(private readonly database: DatabaseService) {}

  /** The places of a code; a DE large-customer code's companies only when it has no town. */
  async placesOf(countryId: CountryId, zipCode: string): Promise<PlaceRow[]> {
    const rows = await this.database.db
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
    const rows = await this.database.db
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

  statesOf(countryId: CountryId) {
    return this.database.db
      .select()
      .from(countryStates)
      .where(eq(countryStates.countryId, countryId))
      .orderBy(asc(countryStates.name));
  }
}
