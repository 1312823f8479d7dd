/** The three country sites (spec 1 §1, spec 2 §3 "Locale entry"). */
export type CountryCode = 'de' | 'at' | 'ch';
export type CountryId = 1 | 2 | 3;
export type CurrencyCode = 'EUR' | 'CHF';

export interface Country {
  readonly id: CountryId;
  readonly code: CountryCode;
  /** BCP 47 locale used for formatting and `<html lang>`. */
  readonly iso: 'de-DE' | 'de-AT' | 'de-CH';
  readonly name: string;
  /** Name with article as used in running text: "in Deutschland", "in der Schweiz". */
  readonly nameInSentence: string;
  readonly defaultProductId: number;
  readonly currencyCode: CurrencyCode;
  readonly currencySymbol: '€' | 'CHF';
  readonly subCurrency: 'Cent' | 'Rappen';
  readonly zipLength: 5 | 4;
  readonly zipPattern: RegExp;
  /** VAT in basis points (1 % = 100) so prices stay integer arithmetic. */
  readonly vatBasisPoints: number;
  readonly timeZone: 'Europe/Berlin' | 'Europe/Vienna' | 'Europe/Zurich';
  /** Path prefix of the site on the shared host: de is the root. */
  readonly pathPrefix: '' | '/at' | '/ch';
}

export const COUNTRIES: readonly Country[] = [
  {
    id: 1,
    code: 'de',
    iso: 'de-DE',
    name: 'Deutschland',
    nameInSentence: 'in Deutschland',
    defaultProductId: 1,
    currencyCode: 'EUR',
    currencySymbol: '€',
    subCurrency: 'Cent',
    zipLength: 5,
    zipPattern: /^\d{5}$/,
    vatBasisPoints: 1900,
    timeZone: 'Europe/Berlin',
    pathPrefix: '',
  },
  {
    id: 2,
    code: 'at',
    iso: 'de-AT',
    name: 'Österreich',
    nameInSentence: 'in Österreich',
    defaultProductId: 6,
    currencyCode: 'EUR',
    currencySymbol: '€',
    subCurrency: 'Cent',
    zipLength: 4,
    zipPattern: /^\d{4}$/,
    vatBasisPoints: 2000,
    timeZone: 'Europe/Vienna',
    pathPrefix: '/at',
  },
  {
    id: 3,
    code: 'ch',
    iso: 'de-CH',
    name: 'Schweiz',
    nameInSentence: 'in der Schweiz',
    defaultProductId: 12,
    currencyCode: 'CHF',
    currencySymbol: 'CHF',
    subCurrency: 'Rappen',
    zipLength: 4,
    zipPattern: /^\d{4}$/,
    vatBasisPoints: 810,
    timeZone: 'Europe/Zurich',
    pathPrefix: '/ch',
  },
];

/** The sites' country ids (1 de, 2 at, 3 ch), in the order of COUNTRIES. */
export const COUNTRY_IDS: readonly CountryId[] = COUNTRIES.map((country) => country.id);

export const DEFAULT_COUNTRY_ID: CountryId = 1;
export const DEFAULT_COUNTRY_CODE: CountryCode = 'de';

export function isCountryId(value: unknown): value is CountryId {
  return value === 1 || value === 2 || value === 3;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'de' || value === 'at' || value === 'ch';
}

export function countryById(id: CountryId): Country {
  return COUNTRIES.find((c) => c.id === id) as Country;
}

export function countryByCode(code: CountryCode): Country {
  return COUNTRIES.find((c) => c.code === code) as Country;
}

/** Anything that names a site: the API speaks ids, URLs and cookies speak codes. */
export type CountryRef = Country | CountryId | CountryCode;

export function toCountry(ref: CountryRef): Country {
  if (typeof ref === 'object') return ref;
  return typeof ref === 'number' ? countryById(ref) : countryByCode(ref);
}

export function isValidZipCode(zipCode: string, countryId: CountryId): boolean {
  return countryById(countryId).zipPattern.test(zipCode);
}
