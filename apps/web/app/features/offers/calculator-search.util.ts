import {
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
  return decoded.openSettings === undefined
    ? { configuration: decoded.config }
    : { configuration: decoded.config, openSettings: decoded.openSettings };
}
