import { DEFAULT_STATIONS } from './calculator.constant.js';
import { normalizeParameter, resolveProductId, setClimateNeutral } from './calculator-configuration.util.js';
import { type CalculatorConfiguration, type CalculatorParameter } from './calculator-configuration.type.js';

/** One entry of a calculator choice list (options, climate neutral, stations) as GET /api/kalkulation/init sends it. */
export interface CatalogueChoice {
  readonly Id: number;
  readonly Selected: boolean;
  readonly IsUpselling: boolean;
}

export interface CatalogueOption extends CatalogueChoice {
  readonly Modifier?: number | null;
}

export interface CatalogueProduct {
  readonly Id: number;
  readonly IsUpselling: boolean;
  readonly ClimateNeutralAvailable: boolean;
}

/** The part of the calculator data from the server that decides what may be selected. */
export interface CalculatorCatalogue {
  readonly Groups: readonly { readonly Key: string; readonly Parameters: readonly CatalogueOption[] }[];
  readonly Products: readonly CatalogueProduct[];
  /** Id 0 standard, 1 climate neutral. */
  readonly ClimateNeutralList: readonly CatalogueChoice[];
  readonly StationList: readonly CatalogueChoice[];
  /** Default product of the site and group. */
  readonly ProductId: number;
}

/** ClimateNeutralList ids. */
export const CLIMATE_NEUTRAL_CHOICE_IDS = { standard: 0, climateNeutral: 1 } as const;

function defaultParameterOf(options: readonly CatalogueOption[]): CalculatorParameter | undefined {
  const option = options.find((o) => o.Selected) ?? options[0];
  if (!option) return undefined;
  return option.Modifier == null ? { Id: option.Id } : { Id: option.Id, Modifier: option.Modifier };
}

function selectedChoiceId(choices: readonly CatalogueChoice[], fallback: number): number {
  return choices.find((c) => c.Selected)?.Id ?? fallback;
}

/**
 * Makes a configuration fit the server's catalogue: exactly one option per group in catalogue order
 * (the group default where the configuration has none, unknown ids dropped), a product the server
 * offers, a known station count, and climate neutrality only where the product allows it.
 */
export function normalizeConfiguration(
  config: CalculatorConfiguration,
  catalogue: CalculatorCatalogue,
): CalculatorConfiguration {
  const parameters = catalogue.Groups.flatMap((group) => {
    const ids = new Set(group.Parameters.map((p) => p.Id));
    const chosen = config.Parameters.find((p) => ids.has(p.Id));
    const param = chosen ? normalizeParameter(chosen) : defaultParameterOf(group.Parameters);
    return param ? [param] : [];
  });
  const productId = resolveProductId(
    config.Product.Id,
    catalogue.Products.map((p) => p.Id),
    catalogue.ProductId,
  );
  const product = catalogue.Products.find((p) => p.Id === productId);
  const stations = catalogue.StationList.some((s) => s.Id === config.Stations)
    ? config.Stations
    : selectedChoiceId(catalogue.StationList, DEFAULT_STATIONS);
  return setClimateNeutral(
    { ...config, Product: { ...config.Product, Id: productId }, Parameters: parameters, Stations: stations },
    config.Product.ClimateNeutral && (product?.ClimateNeutralAvailable ?? false),
  );
}

/** Reset: the catalogue's defaults, keeping where and how much (postal code, amount, site, group). */
export function resetConfiguration(
  config: CalculatorConfiguration,
  catalogue: CalculatorCatalogue,
): CalculatorConfiguration {
  const climateNeutral =
    selectedChoiceId(catalogue.ClimateNeutralList, CLIMATE_NEUTRAL_CHOICE_IDS.standard) ===
    CLIMATE_NEUTRAL_CHOICE_IDS.climateNeutral;
  return normalizeConfiguration(
    {
      ...config,
      Stations: selectedChoiceId(catalogue.StationList, DEFAULT_STATIONS),
      Product: { Id: catalogue.ProductId, ClimateNeutral: climateNeutral },
      Parameters: [],
      Cn: climateNeutral,
      Ap: false,
    },
    catalogue,
  );
}

/** How many upsell entries (options, product, climate neutral, stations) the configuration selects. */
export function countSelectedUpsells(
  config: CalculatorConfiguration,
  catalogue: CalculatorCatalogue,
): number {
  const selectedIds = new Set(config.Parameters.map((p) => p.Id));
  const options = catalogue.Groups.flatMap((g) => g.Parameters).filter(
    (o) => o.IsUpselling && selectedIds.has(o.Id),
  ).length;
  const product = catalogue.Products.some((p) => p.IsUpselling && p.Id === config.Product.Id) ? 1 : 0;
  const climateNeutralId = config.Product.ClimateNeutral
    ? CLIMATE_NEUTRAL_CHOICE_IDS.climateNeutral
    : CLIMATE_NEUTRAL_CHOICE_IDS.standard;
  const climateNeutral = catalogue.ClimateNeutralList.some((c) => c.IsUpselling && c.Id === climateNeutralId)
    ? 1
    : 0;
  const stations = catalogue.StationList.some((s) => s.IsUpselling && s.Id === config.Stations) ? 1 : 0;
  return options + product + climateNeutral + stations;
}

/** An upsell switch: selecting it again goes back to the base entry. */
export function toggleUpsellEntry(currentId: number, baseId: number, upsellId: number): number {
  return currentId === upsellId ? baseId : upsellId;
}
