import { defaultConfiguration } from './calculator-configuration.util.js';
import { type CalculatorConfiguration, type CalculatorParameter } from './calculator-configuration.type.js';
import { type CountryId, countryById, isValidZipCode } from '../common/countries.constant.js';
import { type ProductGroupId, productGroupUrlName } from './product-groups.constant.js';
import { sitePath } from '../common/site-resolution.util.js';

/** Logged by the caller when a shared link cannot be read. */
export const CALCULATOR_QUERY_ERROR_MESSAGE = 'failed to retrieve calculator data from query string';

export const CALCULATOR_QUERY_KEYS = {
  zipCode: 'zipCode',
  amount: 'amount',
  stations: 'stations',
  product: 'product',
  options: 'options',
  climateNeutral: 'cn',
  appointmentPlus: 'ap',
  openSettings: 'openSettings',
} as const;

/** The order process joins an option's modifier with '~', the calculator with '$'. */
export type CalculatorQueryVariant = 'calculator' | 'order';
const MODIFIER_SEPARATOR: Readonly<Record<CalculatorQueryVariant, string>> = { calculator: '$', order: '~' };
const DATE_MARKER = 'dt';
const OPTION_ITEM = /^(-?\d+)(?:[$~](?:(-?\d+)|dt(\d{4}-\d{2}-\d{2})))?$/;
const DIGITS = /^\d+$/;

export interface EncodeCalculatorQueryOptions {
  readonly variant?: CalculatorQueryVariant;
  /** Settings panel the offer list opens with. */
  readonly openSettings?: string;
}

export type CalculatorQueryResult =
  | { readonly ok: true; readonly config: CalculatorConfiguration; readonly openSettings?: string }
  | { readonly ok: false; readonly reason: string };

function encodeOption(param: CalculatorParameter, variant: CalculatorQueryVariant): string {
  const separator = MODIFIER_SEPARATOR[variant];
  // The wire holds one suffix per option; should both be set, the modifier wins.
  if (param.Modifier !== undefined) return `${param.Id}${separator}${param.Modifier}`;
  if (param.DesiredDate !== undefined) return `${param.Id}${separator}${DATE_MARKER}${param.DesiredDate}`;
  return String(param.Id);
}

// ',' and '$' are legal in a query value; leaving them readable keeps shared links legible.
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',').replace(/%24/g, '$');
}

export function encodeCalculatorQuery(
  config: CalculatorConfiguration,
  options: EncodeCalculatorQueryOptions = {},
): string {
  const variant = options.variant ?? 'calculator';
  const keys = CALCULATOR_QUERY_KEYS;
  const entries: [string, string][] = [];
  if (config.ZipCode !== '') entries.push([keys.zipCode, config.ZipCode]);
  entries.push(
    [keys.amount, String(config.Amount)],
    [keys.stations, String(config.Stations)],
    [keys.product, String(config.Product.Id)],
    [keys.options, config.Parameters.map((p) => encodeOption(p, variant)).join(',')],
  );
  if (config.Product.ClimateNeutral) entries.push([keys.climateNeutral, 'true']);
  if (config.Ap) entries.push([keys.appointmentPlus, 'true']);
  if (options.openSettings) entries.push([keys.openSettings, options.openSettings]);
  return entries.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function decodeOption(item: string): CalculatorParameter | undefined {
  const match = OPTION_ITEM.exec(item);
  if (!match) return undefined;
  const [, id, modifier, date] = match;
  if (date !== undefined && !isCalendarDate(date)) return undefined;
  return {
    Id: Number(id),
    ...(modifier !== undefined && { Modifier: Number(modifier) }),
    ...(date !== undefined && { DesiredDate: date }),
  };
}

function decodeOptions(value: string): CalculatorParameter[] | string {
  if (value === '') return [];
  const params: CalculatorParameter[] = [];
  for (const item of value.split(',')) {
    const param = decodeOption(item);
    if (!param) return `malformed option '${item}'`;
    params.push(param);
  }
  return params;
}

function decodeCount(value: string | null, fallback: number): number {
  return value !== null && DIGITS.test(value) && Number.isSafeInteger(Number(value))
    ? Number(value)
    : fallback;
}

function decodeFlag(value: string | null, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

/**
 * Reads a shared link. Invalid single values fall back to the defaults, because a half-usable link
 * still beats an empty calculator; only an unreadable option list fails, as options cannot be guessed.
 */
export function decodeCalculatorQuery(
  search: string | URLSearchParams,
  countryId: CountryId,
  productGroupId: ProductGroupId,
): CalculatorQueryResult {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const keys = CALCULATOR_QUERY_KEYS;
  const defaults = defaultConfiguration(countryId, productGroupId);

  const optionsValue = query.get(keys.options);
  const parameters = optionsValue === null ? defaults.Parameters : decodeOptions(optionsValue);
  if (typeof parameters === 'string') return { ok: false, reason: parameters };

  const zipCode = query.get(keys.zipCode) ?? '';
  const climateNeutral = decodeFlag(query.get(keys.climateNeutral), defaults.Cn);
  const openSettings = query.get(keys.openSettings);
  const config: CalculatorConfiguration = {
    ...defaults,
    ZipCode: isValidZipCode(zipCode, countryId) ? zipCode : defaults.ZipCode,
    Amount: decodeCount(query.get(keys.amount), defaults.Amount),
    Stations: decodeCount(query.get(keys.stations), defaults.Stations),
    Product: {
      Id: decodeCount(query.get(keys.product), defaults.Product.Id),
      ClimateNeutral: climateNeutral,
    },
    Parameters: parameters,
    Cn: climateNeutral,
    Ap: decodeFlag(query.get(keys.appointmentPlus), defaults.Ap),
  };
  return openSettings ? { ok: true, config, openSettings } : { ok: true, config };
}

/** Link to the offer list of the configuration's site and product group, settings in the query. */
export function offerListPath(config: CalculatorConfiguration, openSettings?: string): string {
  const path = `/${productGroupUrlName(config.ProductGroupId)}/angebotsliste`;
  const query = encodeCalculatorQuery(config, openSettings ? { openSettings } : {});
  return `${sitePath(countryById(config.CountryId).code, path)}?${query}`;
}
