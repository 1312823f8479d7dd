import { type CalculatorConfiguration, type CalculatorParameter } from './calculator-configuration.type.js';
import { isCountryId } from '../common/countries.constant.js';
import { productGroupById } from './product-groups.constant.js';

/** What the browser keeps under LOCAL_STORAGE_KEYS.calculatorSettings. */
export interface StoredCalculatorSettings {
  readonly configuration: CalculatorConfiguration;
  /** Upsell entries selected in the configuration, for the badge of the compact calculator. */
  readonly upsellCount: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function parseParameter(value: unknown): CalculatorParameter | undefined {
  if (!isObject(value) || !isWholeNumber(value.Id)) return undefined;
  if (value.Modifier !== undefined && !isWholeNumber(value.Modifier)) return undefined;
  if (value.DesiredDate !== undefined && typeof value.DesiredDate !== 'string') return undefined;
  return {
    Id: value.Id,
    ...(value.Modifier !== undefined && { Modifier: value.Modifier }),
    ...(value.DesiredDate !== undefined && { DesiredDate: value.DesiredDate }),
  };
}

function parseConfiguration(value: unknown): CalculatorConfiguration | undefined {
  if (!isObject(value) || !isObject(value.Product) || !Array.isArray(value.Parameters)) return undefined;
  const { ZipCode, Amount, Stations, ProductGroupId, CountryId, Ap } = value;
  const { Id: productId, ClimateNeutral } = value.Product;
  const group = isWholeNumber(ProductGroupId) ? productGroupById(ProductGroupId) : undefined;
  const parameters = value.Parameters.map(parseParameter);
  const valid =
    typeof ZipCode === 'string' &&
    isWholeNumber(Amount) &&
    isWholeNumber(Stations) &&
    group !== undefined &&
    isCountryId(CountryId) &&
    isWholeNumber(productId) &&
    typeof ClimateNeutral === 'boolean' &&
    parameters.every((p) => p !== undefined);
  if (!valid) return undefined;
  return {
    ZipCode,
    Amount,
    Stations,
    ProductGroupId: group.id,
    Product: { Id: productId, ClimateNeutral },
    Parameters: parameters as CalculatorParameter[],
    CountryId,
    Cn: ClimateNeutral,
    Ap: Ap === true,
  };
}

/** Reads stored settings; anything unreadable (old format, edited by hand) counts as nothing stored. */
export function parseCalculatorSettings(
  raw: string | null | undefined,
): StoredCalculatorSettings | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const configuration = parseConfiguration(value.configuration);
  if (!configuration) return undefined;
  const upsellCount = isWholeNumber(value.upsellCount) && value.upsellCount > 0 ? value.upsellCount : 0;
  return { configuration, upsellCount };
}

export function serializeCalculatorSettings(settings: StoredCalculatorSettings): string {
  return JSON.stringify(settings);
}
