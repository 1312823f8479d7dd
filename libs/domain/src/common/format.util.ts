import { type Country, type CountryRef, toCountry } from './countries.constant.js';
import { type Cents } from './money.util.js';

/** Number styles of the sites (spec 2 §9). */
const NUMBER_STYLES = {
  exchange: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  quantity: { maximumFractionDigits: 0 },
  oneDigit: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  twoDigits: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  percent: { maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;
type NumberStyle = keyof typeof NUMBER_STYLES | 'price';

// Intl formatters are costly to build and immutable, so each is built once per site and style.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * CLDR groups plain de-AT numbers with a space but money with a dot ('3 000 l' next to '€ 3.000,00'); the
 * at site writes '3.000' everywhere, as Austrian shops and the calculator field do.
 */
function numberLocale(country: Country, style: NumberStyle): string {
  return style === 'price' ? country.iso : siteNumberLocale(country);
}

/** The locale of the site's plain numbers (at groups with a dot like its prices, not CLDR's space). */
export function siteNumberLocale(site: CountryRef): string {
  const country = toCountry(site);
  return country.code === 'at' ? 'de-DE' : country.iso;
}

function numberFormat(country: Country, style: NumberStyle): Intl.NumberFormat {
  const key = `${country.code}:${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      style === 'price' ? { style: 'currency', currency: country.currencyCode } : NUMBER_STYLES[style];
    format = new Intl.NumberFormat(numberLocale(country, style), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Exact decimal text of minor units, so Intl formats the price without a float in between. */
function minorUnitsToDecimal(cents: Cents): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${fraction}` as `${number}`;
}

/** '1.234,56 €' (de), '€ 1.234,56' (at), "CHF 1'234.56" (ch). */
export function formatPrice(cents: Cents, site: CountryRef): string {
  return numberFormat(toCountry(site), 'price').format(minorUnitsToDecimal(cents));
}

/** A price quoted per 100 litres or kilograms: '89,45 € / 100 l'. */
export function formatPricePer100Units(pricePer100: Cents, site: CountryRef, unit = 'l'): string {
  return `${formatPrice(pricePer100, site)} / 100 ${unit}`;
}

/** Exchange rates and commodity quotes: 2 to 4 decimals. */
export function formatExchange(value: number, site: CountryRef): string {
  return numberFormat(toCountry(site), 'exchange').format(value);
}

/** Litres, kilograms, counts: '3.000' (de). */
export function formatQuantity(value: number, site: CountryRef): string {
  return numberFormat(toCountry(site), 'quantity').format(value);
}

/** A rate in percent such as VAT: '19 %', '8,1 %' (de), '8.1 %' (ch). */
export function formatPercent(value: number, site: CountryRef): string {
  return `${numberFormat(toCountry(site), 'percent').format(value)} %`;
}

export function formatOneDigit(value: number, site: CountryRef): string {
  return numberFormat(toCountry(site), 'oneDigit').format(value);
}

/** Index points such as the heating-oil trend index: '1.234,57'. */
export function formatTwoDigits(value: number, site: CountryRef): string {
  return numberFormat(toCountry(site), 'twoDigits').format(value);
}

/**
 * A change with its sign as the reader sees it: '+0,02 €', '-1,3 %', and '0,0 %' (never '-0,0 %') when
 * it rounds to zero. `formatted` is the formatter's text of the absolute value.
 */
export function signed(value: number, formatted: string): string {
  const isZero = !/[1-9]/.test(formatted);
  if (isZero) return formatted;
  return `${value > 0 ? '+' : '-'}${formatted}`;
}

export type DateInput = Date | string | number;

function dateParts(
  value: DateInput,
  country: Country,
): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  let format = dateFormats.get(country.code);
  if (!format) {
    format = new Intl.DateTimeFormat(country.iso, {
      timeZone: country.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(country.code, format);
  }
  const parts = format.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** dd.MM.yyyy in the site's time zone; the parts are assembled here so ICU pattern changes cannot leak in. */
export function formatShortDate(value: DateInput, site: CountryRef): string {
  const { day, month, year } = dateParts(value, toCountry(site));
  return `${day}.${month}.${year}`;
}

/** dd.MM.yyyy, HH:mm in the site's time zone. */
export function formatShortDateTime(value: DateInput, site: CountryRef): string {
  const { day, month, year, hour, minute } = dateParts(value, toCountry(site));
  return `${day}.${month}.${year}, ${hour}:${minute}`;
}
