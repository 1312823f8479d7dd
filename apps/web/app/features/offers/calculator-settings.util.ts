import {
  type CalculatorConfiguration,
  type CalculatorTarget,
  type CountryId,
  PRODUCT_GROUP_IDS,
  type ProductGroupId,
  type StoredCalculatorSettings,
  defaultConfiguration,
  productGroupByUrlName,
} from '@fuel/domain';

/**
 * The configuration a calculator form of a site and product group starts from: the stored one when
 * it is for the same site and group, else the defaults with the stored postal code.
 */
export function baseConfigurationFor(
  stored: StoredCalculatorSettings | undefined,
  countryId: CountryId,
  productGroupId: ProductGroupId,
): CalculatorConfiguration {
  const defaults = defaultConfiguration(countryId, productGroupId);
  if (!stored || stored.configuration.CountryId !== countryId) return defaults;
  if (stored.configuration.ProductGroupId === productGroupId) return stored.configuration;
  return { ...defaults, ZipCode: stored.configuration.ZipCode };
}

/** The compact calculator asks for heating oil, or diesel when its target says so. */
export function compactCalculatorProductGroup(target: CalculatorTarget | undefined): ProductGroupId {
  return target === 'DIESEL' ? PRODUCT_GROUP_IDS.diesel : PRODUCT_GROUP_IDS.heatingOil;
}

/** Query key of the home page's product-group tabs: '/?produktgruppe=diesel'. */
export const PRODUCT_GROUP_SEARCH_KEY = 'produktgruppe';

/** The tab the home calculator shows: the one in the URL, else the stored settings' group, else heating oil. */
export function homeProductGroup(
  urlName: string | null,
  stored: StoredCalculatorSettings | undefined,
): ProductGroupId {
  const fromUrl = urlName === null ? undefined : productGroupByUrlName(urlName);
  return fromUrl?.id ?? stored?.configuration.ProductGroupId ?? PRODUCT_GROUP_IDS.heatingOil;
}
