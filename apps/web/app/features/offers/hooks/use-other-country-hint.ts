import {
  COUNTRIES,
  type CountryId,
  type OtherCountryHintSegment,
  ZIP_COUNTRY_CHECK_DEBOUNCE_MS,
  otherCountryHint,
} from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { zipCodeCountriesQuery } from '../queries';
import { useDebouncedValue } from './use-debounced-value';
import { useApiClient } from '../../../lib/api/api-client-provider';

/**
 * The hint that a postal code with an error here exists on another site; checked against the other
 * sites whose pattern it matches, debounced like the spec says.
 */
export function useOtherCountryHint(
  zipCode: string,
  countryId: CountryId,
  zipCodeHasError: boolean,
): OtherCountryHintSegment[] | undefined {
  const api = useApiClient();
  const settledZipCode = useDebouncedValue(zipCode, ZIP_COUNTRY_CHECK_DEBOUNCE_MS);
  const candidates = COUNTRIES.filter(
    (country) => country.id !== countryId && country.zipPattern.test(settledZipCode),
  ).map((country) => country.id);
  const enabled = zipCodeHasError && settledZipCode === zipCode && candidates.length > 0;
  const { data } = useQuery({ ...zipCodeCountriesQuery(api, settledZipCode, candidates), enabled });
  if (!enabled || !data) return undefined;
  return otherCountryHint(
    data.map((match) => match.CountryId),
    countryId,
  );
}
