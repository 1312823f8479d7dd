import { type CountryId, isValidZipCode } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { zipCodeCheckQuery } from '../queries';

/**
 * Whether a well-formed postal code exists on the site (ZIPCODE_NXT); undefined while the check runs,
 * when it failed, or when the code is not well-formed anyway.
 */
export function useZipCodeExists(zipCode: string, countryId: CountryId): boolean | undefined {
  const wellFormed = isValidZipCode(zipCode, countryId);
  const { data } = useQuery({ ...zipCodeCheckQuery(zipCode, countryId), enabled: wellFormed });
  return wellFormed && data?.ZipCode === zipCode ? data.Exists : undefined;
}
