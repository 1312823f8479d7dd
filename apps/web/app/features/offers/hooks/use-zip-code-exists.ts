import { type CountryId, isValidZipCode } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { zipCodeCheckQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

/**
 * Whether a well-formed postal code exists on the site (ZIPCODE_NXT); undefined while the check runs,
 * when it failed, or when the code is not well-formed anyway.
 */
export function useZipCodeExists(zipCode: string, countryId: CountryId): boolean | undefined {
  const api = useApiClient();
  const wellFormed = isValidZipCode(zipCode, countryId);
  const { data } = useQuery({ ...zipCodeCheckQuery(api, zipCode, countryId), enabled: wellFormed });
  return wellFormed && data?.ZipCode === zipCode ? data.Exists : undefined;
}
