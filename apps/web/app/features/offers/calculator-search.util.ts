import {
  CALCULATOR_QUERY_KEYS,
  type CalculatorConfiguration,
  type CountryId,
  type ProductGroupId,
  decodeCalculatorQuery,
  defaultConfiguration,
} from '@fuel/domain';

export interface CalculatorSearch {
  readonly configuration: CalculatorConfiguration;
  readonly openSettings?: string;
  /** Why the query string could not be read; the configuration is then the default one. */
  readonly failure?: string;
}

/** The configuration of a product-group page from its query string, the defaults if it cannot be read. */
export function readCalculatorSearch(
  search: string | URLSearchParams,
  countryId: CountryId,
  productGroupId: ProductGroupId,
): CalculatorSearch {
  const decoded = decodeCalculatorQuery(search, countryId, productGroupId);
  if (!decoded.ok) {
    return { configuration: defaultConfiguration(countryId, productGroupId), failure: decoded.reason };
  }
  // Without options in the address, the catalogue's defaults (back-office changes included) apply: the
  // configuration is normalized against GET /api/kalkulation/init, and the API fills missing groups itself.
  const configuration = new URLSearchParams(search).has(CALCULATOR_QUERY_KEYS.options)
    ? decoded.config
    : { ...decoded.config, Parameters: [] };
  return decoded.openSettings === undefined
    ? { configuration }
    : { configuration, openSettings: decoded.openSettings };
}
