import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { type CountryState, LocationRepository, type Place, type Town } from './location.repository.js';
import { LocationService } from './location.service.js';

/** The states, counties and places of a site, for the pages and links other modules build from them. */
@Injectable()
export class PlaceDirectory {
  constructor(
    private readonly repository: LocationRepository,
    private readonly location: LocationService,
  ) {}

  /** The site's states (Bundesländer, Kantone), by name. */
  states(countryId: CountryId): Promise<CountryState[]> {
    return this.repository.statesOf(countryId);
  }

  /** The main place of a postal code (its town), or undefined when the code does not exist. */
  place(countryId: CountryId, zipCode: string): Promise<Place | undefined> {
    return this.repository.mainPlace(countryId, zipCode);
  }

  /** Whether a postal code exists on the site: the postal-code check's answer, cached (spec 2 §4). */
  async zipCodeExists(countryId: CountryId, zipCode: string): Promise<boolean> {
    return (await this.location.checkZipCode({ CountryId: countryId, ZipCode: zipCode })).Exists;
  }

  /** The county names of a state, alphabetically. */
  countiesOf(countryId: CountryId, stateId: number): Promise<string[]> {
    return this.repository.countiesOf(countryId, stateId);
  }

  /** Up to `limit` towns of a county, one per postal code, by postal code. */
  placesOfCounty(countryId: CountryId, stateId: number, county: string, limit: number): Promise<Place[]> {
    return this.repository.placesOfCounty(countryId, stateId, county, limit);
  }

  /** The town of every postal code of a site (or of a state, or of one code); codes of only companies have none. */
  towns(countryId: CountryId, filter: { stateId?: number; zipCode?: string } = {}): Promise<Town[]> {
    return this.repository.towns(countryId, filter);
  }

  /** The first postal code whose town has this name (case-insensitive). */
  zipCodeOfTown(countryId: CountryId, name: string): Promise<string | undefined> {
    return this.repository.zipCodeOfTown(countryId, name);
  }

  /** Up to `limit` other postal codes nearest to a place (within about 30 km), one town each. */
  placesNear(countryId: CountryId, from: Place, limit: number): Promise<Place[]> {
    return this.repository.placesNear(countryId, from, limit);
  }
}
