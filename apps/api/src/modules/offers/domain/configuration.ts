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
import { siteCatalogue, type SiteCatalogue, type SiteOptionGroup } from './option-catalogue.js';

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
  /** The site's option catalogue, back-office overrides included; the code catalogue by default. */
  catalogue: (countryId: CountryId, productGroupId: ProductGroupId) => SiteCatalogue = (c, g) =>
    siteCatalogue(c, g),
): ConfigurationResult {
  const problems: FieldProblem[] = [];
  const country = countryById(input.CountryId);
  const group = productGroupById(input.ProductGroupId);
  if (!group)
    return {
      ok: false,
      problems: [{ field: 'ProductGroupId', message: 'Diese Produktgruppe gibt es nicht.' }],
    };

  if (!country.zipPattern.test(input.ZipCode)) {
    problems.push({
      field: 'ZipCode',
      message: `Bitte geben Sie eine Postleitzahl mit ${country.zipLength} Ziffern ein.`,
    });
  } else if (!postalCodeExists(country.id, input.ZipCode)) {
    problems.push({
      field: 'ZipCode',
      message: `Die Postleitzahl ${input.ZipCode} kennen wir ${country.nameInSentence} nicht. Bitte prüfen Sie Ihre Eingabe.`,
    });
  }
  if (input.Amount < group.minAmount || input.Amount > group.maxAmount) {
    problems.push({
      field: 'Amount',
      message: `Die Menge für ${group.name} muss zwischen ${group.minAmount} und ${group.maxAmount} ${group.unit} liegen.`,
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
      message: `${group.name} gibt es nicht klimaneutral.`,
    });
  }

  const { groups, requiredOptionIds: required } = catalogue(country.id, group.id);
  const options = selectOptions(input, groups, problems);
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
      ...(required.length > 0 ? { requiredOptionIds: required } : {}),
    },
  };
}

function selectOptions(
  input: ConfigurationInput,
  groups: readonly SiteOptionGroup[],
  problems: FieldProblem[],
): SelectedOption[] {
  const chosen = new Map<OptionGroupKey, SelectedOption>();
  input.Parameters.forEach((parameter, index) => {
    const field = `Parameters[${index}]`;
    const option = optionById(parameter.Id);
    if (!option)
      return problems.push({ field: `${field}.Id`, message: `Die Option ${parameter.Id} gibt es nicht.` });
    const group = groups.find((g) => g.key === option.group);
    if (!group) {
      return problems.push({
        field: `${field}.Id`,
        message: `Die Option ${parameter.Id} gibt es für dieses Produkt nicht.`,
      });
    }
    if (!group.selectableOptionIds.includes(option.id)) {
      return problems.push({
        field: `${field}.Id`,
        message: `Die Option ${parameter.Id} wird derzeit nicht angeboten.`,
      });
    }
    if (chosen.has(option.group)) {
      return problems.push({
        field: `${field}.Id`,
        message: `Aus der Gruppe ${option.group} kann nur eine Option gewählt werden.`,
      });
    }
    if (Boolean(option.takesDesiredDate) !== Boolean(parameter.DesiredDate)) {
      return problems.push({
        field: `${field}.DesiredDate`,
        message: option.takesDesiredDate
          ? 'Bitte wählen Sie einen Wunschtermin.'
          : `Die Option ${parameter.Id} hat keinen Termin.`,
      });
    }
    const modifier = option.allowedModifiers ? instalmentMonths(parameter.Modifier) : undefined;
    if (option.allowedModifiers && modifier !== undefined && !option.allowedModifiers.includes(modifier)) {
      return problems.push({
        field: `${field}.Modifier`,
        message: `Die Laufzeit muss einer dieser Werte sein: ${option.allowedModifiers.join(', ')}.`,
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
