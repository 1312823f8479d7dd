import { checkZipCodeMutation, checkZipCodesMutation } from '@fuel/api-client';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPostQueryOptions } from '../../lib/query/api-query.util';

/** A checked postal code does not change for days. */
const CHECKED_ZIP_CODE_STALE_MS = CACHE_TTL_SECONDS.checkedZipCode * 1000;

/** Whether a postal code exists on a site, with its places (ZIPCODE_NXT). */
export function zipCodeCheckQuery(zipCode: string, countryId: CountryId) {
  return queryOptions({
    ...apiPostQueryOptions('checkZipCode', checkZipCodeMutation, {
      body: { ZipCode: zipCode, CountryId: countryId },
    }),
    staleTime: CHECKED_ZIP_CODE_STALE_MS,
    gcTime: CHECKED_ZIP_CODE_STALE_MS,
  });
}

/** Of the given sites, those where the postal code exists (the other-country hint). */
export function zipCodeCountriesQuery(zipCode: string, countryIds: readonly CountryId[]) {
  return queryOptions({
    ...apiPostQueryOptions('checkZipCodes', checkZipCodesMutation, {
      body: countryIds.map((CountryId) => ({ ZipCode: zipCode, CountryId })),
    }),
    staleTime: CHECKED_ZIP_CODE_STALE_MS,
    gcTime: CHECKED_ZIP_CODE_STALE_MS,
  });
}
