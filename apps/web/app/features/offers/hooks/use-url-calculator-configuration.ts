import {
  CALCULATOR_QUERY_ERROR_MESSAGE,
  CALCULATOR_QUERY_KEYS,
  type CalculatorConfiguration,
  type CountryId,
  type ProductGroupId,
  decodeCalculatorQuery,
} from '@fuel/domain';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const CONFIGURATION_KEYS = [
  CALCULATOR_QUERY_KEYS.zipCode,
  CALCULATOR_QUERY_KEYS.amount,
  CALCULATOR_QUERY_KEYS.options,
  CALCULATOR_QUERY_KEYS.product,
];

/**
 * The configuration a link carries in its query string, or undefined when the URL has none (then the
 * stored settings apply). An unreadable one is logged and ignored.
 */
export function useUrlCalculatorConfiguration(
  countryId: CountryId,
  productGroupId: ProductGroupId,
): CalculatorConfiguration | undefined {
  const [searchParams] = useSearchParams();
  const decoded = useMemo(
    () =>
      CONFIGURATION_KEYS.some((key) => searchParams.has(key))
        ? decodeCalculatorQuery(searchParams, countryId, productGroupId)
        : undefined,
    [searchParams, countryId, productGroupId],
  );
  const failure = decoded?.ok === false ? decoded.reason : undefined;

  useEffect(() => {
    if (failure !== undefined) console.error(CALCULATOR_QUERY_ERROR_MESSAGE, failure);
  }, [failure]);

  return decoded?.ok ? decoded.config : undefined;
}
