import { DEFAULT_AMOUNT, DEFAULT_STATIONS, MIN_AMOUNT } from './calculator.constant.js';
import {
  INSTALMENT_FALLBACK_MONTHS,
  INSTALMENT_TARGET_MONTHS,
  OPTION_IDS,
  type OptionGroupLookup,
} from './calculator-options.constant.js';
import { defaultOptionIdsFor, KNOWN_OPTION_GROUPS } from './option-catalogue.constant.js';
import { defaultProductOf } from './products.constant.js';
import {
  type CalculatorConfiguration,
  type CalculatorOptionGroup,
  type CalculatorParameter,
  type CalculatorTarget,
} from './calculator-configuration.type.js';
import { type CountryId } from '../common/countries.constant.js';
import { PRODUCT_GROUP_IDS, type ProductGroupId, productGroupById } from './product-groups.constant.js';

export function defaultConfiguration(
  countryId: CountryId,
  productGroupId: ProductGroupId,
): CalculatorConfiguration {
  return {
    ZipCode: '',
    Amount: productGroupById(productGroupId)?.defaultAmount ?? DEFAULT_AMOUNT,
    Stations: DEFAULT_STATIONS,
    ProductGroupId: productGroupId,
    Product: { Id: defaultProductOf(countryId, productGroupId).id, ClimateNeutral: false },
    Parameters: defaultOptionIdsFor(productGroupId).map((Id) => ({ Id })),
    CountryId: countryId,
    Cn: false,
    Ap: false,
  };
}

/** Without a postal code and a deliverable amount there is nothing to ask the dealers. */
export function canCalculate(config: CalculatorConfiguration): boolean {
  return config.ZipCode !== '' && config.Amount >= MIN_AMOUNT;
}

export function buildOptionGroupLookup(groups: readonly CalculatorOptionGroup[]): OptionGroupLookup {
  return new Map(groups.flatMap((group) => group.Parameters.map((p) => [p.Id, group.Key] as const)));
}

/** An instalment plan needs a number of months; a missing or negative one becomes the fallback. */
export function normalizeParameter(param: CalculatorParameter): CalculatorParameter {
  const needsMonths =
    param.Id === OPTION_IDS.instalment && (param.Modifier === undefined || param.Modifier < 0);
  return needsMonths ? { ...param, Modifier: INSTALMENT_FALLBACK_MONTHS } : param;
}

/**
 * Selects `param` and drops every other option of its group, keeping the group's position in the
 * list. An id missing from the lookup forms a group of its own.
 */
export function selectOption(
  parameters: readonly CalculatorParameter[],
  groupOfId: OptionGroupLookup,
  param: CalculatorParameter,
): CalculatorParameter[] {
  const groupOf = (id: number): string => groupOfId.get(id) ?? `id:${id}`;
  const group = groupOf(param.Id);
  const position = parameters.findIndex((p) => groupOf(p.Id) === group);
  const others = parameters.filter((p) => groupOf(p.Id) !== group);
  const at = position === -1 ? others.length : position;
  return [...others.slice(0, at), normalizeParameter(param), ...others.slice(at)];
}

export function setClimateNeutral(
  config: CalculatorConfiguration,
  climateNeutral: boolean,
): CalculatorConfiguration {
  return { ...config, Product: { ...config.Product, ClimateNeutral: climateNeutral }, Cn: climateNeutral };
}

/** Landing pages and teasers open the calculator preset for one purpose. */
export function applyTarget(
  config: CalculatorConfiguration,
  target: CalculatorTarget,
  groupOfId: OptionGroupLookup = KNOWN_OPTION_GROUPS,
): CalculatorConfiguration {
  const withOption = (param: CalculatorParameter): CalculatorParameter[] =>
    selectOption(config.Parameters, groupOfId, param);
  switch (target) {
    case 'INSTALMENT':
      return {
        ...config,
        Stations: 1,
        Parameters: withOption({ Id: OPTION_IDS.instalment, Modifier: INSTALMENT_TARGET_MONTHS }),
      };
    case 'EXPRESS_24':
      return { ...config, Parameters: withOption({ Id: OPTION_IDS.express24 }) };
    case 'EXPRESS_48':
      return { ...config, Parameters: withOption({ Id: OPTION_IDS.express48 }) };
    case 'CLIMATE_NEUTRAL':
      return setClimateNeutral(config, true);
    case 'DIESEL':
      return { ...config, ProductGroupId: PRODUCT_GROUP_IDS.diesel };
  }
}

/** A product the server does not offer (stale link, other site) falls back to the server default. */
export function resolveProductId(
  productId: number,
  availableProductIds: readonly number[],
  serverDefaultProductId: number,
): number {
  return availableProductIds.includes(productId) ? productId : serverDefaultProductId;
}
