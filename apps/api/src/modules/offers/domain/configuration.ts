import {
  type CountryId,
  INSTALMENT_FALLBACK_MONTHS,
  type OptionGroupKey,
  optionById,
  optionGroupsFor,
  type ProductGroupId,
  productGroupById,
  productsOf,
  resolveProductId,
  defaultProductOf,
  countryById,
} from '@fuel/domain';
import type { OfferRequest, SelectedOption } from './market.types.js';

/** The calculator configuration as it arrives (spec 1 §3), after the DTO checked the types. */
export interface ConfigurationInput {
  readonly ZipCode: string;
  readonly Amount: number;
  readonly Stations: number;
  readonly ProductGroupId: ProductGroupId;
  readonly Product: { readonly Id: number; readonly ClimateNeutral: boolean };
  readonly Parameters: readonly {
    readonly Id: number;
    readonly Modifier?: number;
    readonly DesiredDate?: string;
  }[];
  readonly CountryId: CountryId;
  readonly Cn?: boolean;
}

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

export type ConfigurationResult =
  | { readonly ok: true; readonly request: OfferRequest }
  | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/**
 * Applies the calculator rules of spec 1 §4 on the server: the postal code must belong to the site, the
 * amount must suit the product group, exactly one known option per applicable group (missing groups take
 * their default), an unknown product falls back to the default, a climate-neutral target forces it.
 */
export function toOfferRequest(
  input: ConfigurationInput,
  today: string,
  postalCodeExists: (countryId: CountryId, zipCode: string) => boolean,
): ConfigurationResult {
  const problems: FieldProblem[] = [];
  const country = countryById(input.CountryId);
  const group = productGroupById(input.ProductGroupId);
  if (!group)
    return { ok: false, problems: [{ field: 'ProductGroupId', message: 'ProductGroupId is unknown' }] };

  if (!country.zipPattern.test(input.ZipCode)) {
    problems.push({
      field: 'ZipCode',
      message: `ZipCode must have ${country.zipLength} digits on the ${country.code} site`,
    });
  } else if (!postalCodeExists(country.id, input.ZipCode)) {
    problems.push({
      field: 'ZipCode',
      message: `ZipCode ${input.ZipCode} was not found on the ${country.code} site`,
    });
  }
  if (input.Amount < group.minAmount || input.Amount > group.maxAmount) {
    problems.push({
      field: 'Amount',
      message: `Amount must be between ${group.minAmount} and ${group.maxAmount} ${group.unit} for ${group.name}`,
    });
  }

  const products = productsOf(country.id, group.id);
  const productId = resolveProductId(
    input.Product.Id,
    products.map((p) => p.id),
    defaultProductOf(country.id, group.id).id,
  );
  const climateNeutral = input.Product.ClimateNeutral || input.Cn === true;
  if (climateNeutral && !products.find((p) => p.id === productId)?.climateNeutralAvailable) {
    problems.push({
      field: 'Product.ClimateNeutral',
      message: `${group.name} is not available climate-neutral`,
    });
  }

  const options = selectOptions(input, group.id, problems);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      countryId: country.id,
      productGroupId: group.id,
      productId,
      climateNeutral,
      amount: input.Amount,
      stations: input.Stations,
      options,
      today,
    },
  };
}

function selectOptions(
  input: ConfigurationInput,
  productGroupId: ProductGroupId,
  problems: FieldProblem[],
): SelectedOption[] {
  const groups = optionGroupsFor(productGroupId);
  const chosen = new Map<OptionGroupKey, SelectedOption>();
  input.Parameters.forEach((parameter, index) => {
    const field = `Parameters[${index}]`;
    const option = optionById(parameter.Id);
    if (!option)
      return problems.push({ field: `${field}.Id`, message: `Option ${parameter.Id} does not exist` });
    if (!groups.some((g) => g.key === option.group)) {
      return problems.push({
        field: `${field}.Id`,
        message: `Option ${parameter.Id} is not available for this product`,
      });
    }
    if (chosen.has(option.group)) {
      return problems.push({
        field: `${field}.Id`,
        message: `Only one option of the group ${option.group} may be chosen`,
      });
    }
    if (Boolean(option.takesDesiredDate) !== Boolean(parameter.DesiredDate)) {
      return problems.push({
        field: `${field}.DesiredDate`,
        message: option.takesDesiredDate
          ? 'The desired date is missing'
          : `Option ${parameter.Id} takes no date`,
      });
    }
    const modifier = option.allowedModifiers ? instalmentMonths(parameter.Modifier) : undefined;
    if (option.allowedModifiers && modifier !== undefined && !option.allowedModifiers.includes(modifier)) {
      return problems.push({
        field: `${field}.Modifier`,
        message: `Modifier must be one of ${option.allowedModifiers.join(', ')}`,
      });
    }
    chosen.set(option.group, {
      id: option.id,
      ...(modifier !== undefined ? { modifier } : {}),
      ...(parameter.DesiredDate ? { desiredDate: parameter.DesiredDate } : {}),
    });
  });
  return groups.map((g) => chosen.get(g.key) ?? { id: g.defaultOptionId });
}

/** Spec 1 §4: an instalment without months, or with a negative count, runs over 6 months. */
function instalmentMonths(modifier: number | undefined): number {
  return modifier === undefined || modifier < 0 ? INSTALMENT_FALLBACK_MONTHS : modifier;
}

/** A request with every default of a site and group, for prices that do not depend on a visitor's choices. */
export function defaultOfferRequest(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  amount: number,
  today: string,
  productId?: number,
): OfferRequest {
  const products = productsOf(countryId, productGroupId).map((p) => p.id);
  const fallback = defaultProductOf(countryId, productGroupId).id;
  return {
    countryId,
    productGroupId,
    productId: productId === undefined ? fallback : resolveProductId(productId, products, fallback),
    climateNeutral: false,
    amount,
    stations: 1,
    options: optionGroupsFor(productGroupId).map((g) => ({ id: g.defaultOptionId })),
    today,
  };
}
