import { MAX_AMOUNT, MIN_AMOUNT } from './calculator.constant.js';
import { DEFAULT_COUNTRY_CODE } from '../common/countries.constant.js';
import { formatQuantity } from '../common/format.util.js';

export const CALCULATOR_VALIDATION_KEYS = {
  header: 'CALCULATOR.VALIDATION.HEADER',
  zipCodeRequired: 'CALCULATOR.VALIDATION.ZIPCODE_REQ',
  zipCodeInvalid: 'CALCULATOR.VALIDATION.ZIPCODE_INV',
  zipCodeNotFound: 'CALCULATOR.VALIDATION.ZIPCODE_NXT',
  amountRequired: 'CALCULATOR.VALIDATION.AMOUNT_REQ',
  amountMin: 'CALCULATOR.VALIDATION.AMOUNT_MIN',
  amountMax: 'CALCULATOR.VALIDATION.AMOUNT_MAX',
} as const;
export type CalculatorValidationKey =
  (typeof CALCULATOR_VALIDATION_KEYS)[keyof typeof CALCULATOR_VALIDATION_KEYS];

/** Placeholder for the number of digits of the site's postal codes. */
export const ZIP_LENGTH_PLACEHOLDER = '{n}';

export const CALCULATOR_VALIDATION_TEXTS: Readonly<Record<CalculatorValidationKey, string>> = {
  [CALCULATOR_VALIDATION_KEYS.header]: 'Bitte prüfen Sie Ihre Eingaben:',
  [CALCULATOR_VALIDATION_KEYS.zipCodeRequired]: 'Bitte geben Sie Ihre Postleitzahl ein.',
  [CALCULATOR_VALIDATION_KEYS.zipCodeInvalid]: `Die Postleitzahl muss aus ${ZIP_LENGTH_PLACEHOLDER} Ziffern bestehen.`,
  [CALCULATOR_VALIDATION_KEYS.zipCodeNotFound]: 'Diese Postleitzahl wurde nicht gefunden.',
  [CALCULATOR_VALIDATION_KEYS.amountRequired]: 'Bitte geben Sie die gewünschte Menge ein.',
  [CALCULATOR_VALIDATION_KEYS.amountMin]: `Die Mindestmenge beträgt ${formatQuantity(MIN_AMOUNT, DEFAULT_COUNTRY_CODE)} Liter.`,
  [CALCULATOR_VALIDATION_KEYS.amountMax]: `Die Höchstmenge beträgt ${formatQuantity(MAX_AMOUNT, DEFAULT_COUNTRY_CODE)} Liter.`,
};

/** The hint under the errors frames the countries where the postal code exists instead. */
export const OTHER_COUNTRY_HINT_PREFIX =
  'Die Postleitzahl ist in diesem Land nicht gültig oder wurde nicht gefunden. Meinten Sie vielleicht eine PLZ ';
export const OTHER_COUNTRY_HINT_SUFFIX = '?';
