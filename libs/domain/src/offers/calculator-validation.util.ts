import { MAX_AMOUNT, MIN_AMOUNT } from './calculator.constant.js';
import {
  CALCULATOR_VALIDATION_KEYS as KEYS,
  CALCULATOR_VALIDATION_TEXTS,
  type CalculatorValidationKey,
  OTHER_COUNTRY_HINT_PREFIX,
  OTHER_COUNTRY_HINT_SUFFIX,
  ZIP_LENGTH_PLACEHOLDER,
} from './calculator-validation.constant.js';
import { type CountryCode, type CountryId, countryById } from '../common/countries.constant.js';

/**
 * `exists` is the server's answer on whether the code exists; leave it undefined while the check
 * runs or when the form shows a fixed location and skips it.
 */
export function validateZipCode(
  zipCode: string,
  countryId: CountryId,
  exists?: boolean,
): CalculatorValidationKey | undefined {
  if (zipCode === '') return KEYS.zipCodeRequired;
  if (!countryById(countryId).zipPattern.test(zipCode)) return KEYS.zipCodeInvalid;
  return exists === false ? KEYS.zipCodeNotFound : undefined;
}

/** `amount` as parsed by parseLitresInput, where an empty entry is 0. */
export function validateAmount(amount: number): CalculatorValidationKey | undefined {
  if (amount === 0) return KEYS.amountRequired;
  if (amount < MIN_AMOUNT) return KEYS.amountMin;
  return amount > MAX_AMOUNT ? KEYS.amountMax : undefined;
}

export interface CalculatorFormInput {
  readonly zipCode: string;
  readonly amount: number;
  readonly zipCodeExists?: boolean;
}

/** Field errors in display order; an empty list means the form may be submitted. */
export function validateCalculatorForm(
  input: CalculatorFormInput,
  countryId: CountryId,
): CalculatorValidationKey[] {
  return [
    validateZipCode(input.zipCode, countryId, input.zipCodeExists),
    validateAmount(input.amount),
  ].filter((key) => key !== undefined);
}

export function calculatorValidationText(key: CalculatorValidationKey, countryId: CountryId): string {
  return CALCULATOR_VALIDATION_TEXTS[key].replace(
    ZIP_LENGTH_PLACEHOLDER,
    String(countryById(countryId).zipLength),
  );
}

/** Litres field: '3.000 l' → 3000; anything without digits → 0. */
export function parseLitresInput(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** The postal-code field keeps digits only; length is checked by validation, not cut off. */
export function sanitizeZipCodeInput(input: string): string {
  return input.replace(/\D/g, '');
}

export type OtherCountryHintSegment =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'country';
      readonly countryId: CountryId;
      readonly code: CountryCode;
      readonly text: string;
    };

/**
 * The hint as segments, so the web can render each country as a link to the same page on that site.
 * Undefined when the code exists in no other country.
 */
export function otherCountryHint(
  existsInCountryIds: readonly CountryId[],
  currentCountryId: CountryId,
): OtherCountryHintSegment[] | undefined {
  const others = [...new Set(existsInCountryIds)].filter((id) => id !== currentCountryId).map(countryById);
  if (others.length === 0) return undefined;
  // 'in Österreich', 'in Österreich oder in der Schweiz', 'A, B oder C'.
  const countries = others.flatMap((country, index): OtherCountryHintSegment[] => [
    ...(index === 0 ? [] : [{ kind: 'text', text: index === others.length - 1 ? ' oder ' : ', ' } as const]),
    { kind: 'country', countryId: country.id, code: country.code, text: country.nameInSentence },
  ]);
  return [
    { kind: 'text', text: OTHER_COUNTRY_HINT_PREFIX },
    ...countries,
    { kind: 'text', text: OTHER_COUNTRY_HINT_SUFFIX },
  ];
}
