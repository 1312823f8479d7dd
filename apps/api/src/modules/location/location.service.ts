import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, isValidZipCode } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import type { CheckZipCodeInput } from './dto/check-zipcode.input.js';
import type { CountryMatchOutput } from './dto/country-match.output.js';
import type { CountryStateOutput } from './dto/country-state.output.js';
import type { ZipCodeCheckOutput } from './dto/zip-code-check.output.js';
import { LocationRepository } from './location.repository.js';

@Injectable()
export class LocationService {
  constructor(
    private readonly repository: LocationRepository,
    private readonly cache: CacheService,
  ) {}

  checkZipCode({ ZipCode, CountryId }: CheckZipCodeInput): Promise<ZipCodeCheckOutput> {
    // A code of the wrong length cannot exist on the site: answer without asking the database.
    if (!isValidZipCode(ZipCode, CountryId))
      return Promise.resolve({ ZipCode, CountryId, Exists: false, Places: [] });
    return this.cache.wrap(
      `location:zip:${CountryId}:${ZipCode}`,
      CACHE_TTL_SECONDS.checkedZipCode,
      async () => {
        const places = await this.repository.placesOf(CountryId, ZipCode);
        return {
          ZipCode,
          CountryId,
          Exists: places.length > 0,
          Places: places.map((p) => ({
            Place: p.place,
            StateId: p.stateId,
            StateName: p.stateName,
            County: p.county,
            Latitude: p.latitude,
            Longitude: p.longitude,
          })),
        };
      },
    );
  }

  /** The countries (in request order, once each) in which the given codes exist. */
  async checkZipCodes(items: readonly CheckZipCodeInput[]): Promise<CountryMatchOutput[]> {
    const candidates = items
      .filter((i) => isValidZipCode(i.ZipCode, i.CountryId))
      .map((i) => ({ countryId: i.CountryId, zipCode: i.ZipCode }));
    const found = await this.repository.existing(candidates);
    const countries = candidates
      .filter((c) => found.has(`${c.countryId}:${c.zipCode}`))
      .map((c) => c.countryId);
    return [...new Set(countries)].map((CountryId) => ({ CountryId }));
  }

  countryStates(countryId: CountryId): Promise<CountryStateOutput[]> {
    return this.cache.wrap(`location:states:${countryId}`, CACHE_TTL_SECONDS.referenceData, async () =>
      (await this.repository.statesOf(countryId)).map((s) => ({
        Id: s.id,
        Name: s.name,
        FriendlyName: s.friendlyName,
        MapId: s.mapId,
      })),
    );
  }
}
