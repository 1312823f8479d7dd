import { describe, expect, it } from 'vitest';

import { CALCULATOR_VALIDATION_KEYS, CALCULATOR_VALIDATION_TEXTS } from './calculator-validation.constant.js';
import {
  calculatorValidationText,
  otherCountryHint,
  parseLitresInput,
  sanitizeZipCodeInput,
  validateAmount,
  validateCalculatorForm,
  validateZipCode,
} from './calculator-validation.util.js';

describe('validateZipCode', () => {
  it('requires a postal code of the site pattern', () => {
    expect(validateZipCode('', 1)).toBe('CALCULATOR.VALIDATION.ZIPCODE_REQ');
    expect(validateZipCode('1234', 1)).toBe('CALCULATOR.VALIDATION.ZIPCODE_INV');
    expect(validateZipCode('12345', 2)).toBe('CALCULATOR.VALIDATION.ZIPCODE_INV');
    expect(validateZipCode('12345', 1)).toBeUndefined();
    expect(validateZipCode('8001', 3)).toBeUndefined();
  });

  it('reports a code the server did not find, but not while the check is pending or skipped', () => {
    expect(validateZipCode('99999', 1, false)).toBe('CALCULATOR.VALIDATION.ZIPCODE_NXT');
    expect(validateZipCode('99999', 1, true)).toBeUndefined();
    expect(validateZipCode('99999', 1)).toBeUndefined();
  });
});

describe('validateAmount', () => {
  it('requires 500 to 32000 litres', () => {
    expect(validateAmount(0)).toBe('CALCULATOR.VALIDATION.AMOUNT_REQ');
    expect(validateAmount(499)).toBe('CALCULATOR.VALIDATION.AMOUNT_MIN');
    expect(validateAmount(500)).toBeUndefined();
    expect(validateAmount(32000)).toBeUndefined();
    expect(validateAmount(32001)).toBe('CALCULATOR.VALIDATION.AMOUNT_MAX');
  });
});

describe('validateCalculatorForm', () => {
  it('lists the field errors in display order', () => {
    expect(validateCalculatorForm({ zipCode: '', amount: 100 }, 1)).toEqual([
      'CALCULATOR.VALIDATION.ZIPCODE_REQ',
      'CALCULATOR.VALIDATION.AMOUNT_MIN',
    ]);
    expect(validateCalculatorForm({ zipCode: '10115', amount: 3000, zipCodeExists: false }, 1)).toEqual([
      'CALCULATOR.VALIDATION.ZIPCODE_NXT',
    ]);
    expect(validateCalculatorForm({ zipCode: '10115', amount: 3000, zipCodeExists: true }, 1)).toEqual([]);
  });
});

describe('texts', () => {
  it('has a German text for every key', () => {
    expect(Object.keys(CALCULATOR_VALIDATION_TEXTS).sort()).toEqual(
      Object.values(CALCULATOR_VALIDATION_KEYS).sort(),
    );
  });

  it('fills in the digits of the site and the limits with German separators', () => {
    expect(calculatorValidationText('CALCULATOR.VALIDATION.ZIPCODE_INV', 1)).toBe(
      'Die Postleitzahl muss aus 5 Ziffern bestehen.',
    );
    expect(calculatorValidationText('CALCULATOR.VALIDATION.ZIPCODE_INV', 3)).toBe(
      'Die Postleitzahl muss aus 4 Ziffern bestehen.',
    );
    expect(calculatorValidationText('CALCULATOR.VALIDATION.AMOUNT_MIN', 2)).toBe(
      'Die Mindestmenge beträgt 500 Liter.',
    );
    expect(calculatorValidationText('CALCULATOR.VALIDATION.AMOUNT_MAX', 3)).toBe(
      'Die Höchstmenge beträgt 32.000 Liter.',
    );
    expect(calculatorValidationText('CALCULATOR.VALIDATION.HEADER', 1)).toBe(
      'Bitte prüfen Sie Ihre Eingaben:',
    );
  });
});

describe('field input', () => {
  it('reads litres from digits only, anything else is 0', () => {
    expect(parseLitresInput('3.000')).toBe(3000);
    expect(parseLitresInput(' 1 500 l')).toBe(1500);
    expect(parseLitresInput('viel')).toBe(0);
    expect(parseLitresInput('')).toBe(0);
    expect(parseLitresInput("3'000")).toBe(3000);
  });

  it('keeps digits only in the postal code', () => {
    expect(sanitizeZipCodeInput('D-10115 ')).toBe('10115');
    expect(sanitizeZipCodeInput('abc')).toBe('');
  });
});

describe('otherCountryHint', () => {
  const text = (segments: readonly { text: string }[] | undefined): string | undefined =>
    segments?.map((s) => s.text).join('');

  it('names the other site with the right article', () => {
    expect(text(otherCountryHint([3], 1))).toBe(
      'Die Postleitzahl ist in diesem Land nicht gültig oder wurde nicht gefunden. Meinten Sie vielleicht eine PLZ in der Schweiz?',
    );
    expect(text(otherCountryHint([1], 2))).toBe(
      'Die Postleitzahl ist in diesem Land nicht gültig oder wurde nicht gefunden. Meinten Sie vielleicht eine PLZ in Deutschland?',
    );
  });

  it('marks each country as a link target', () => {
    expect(otherCountryHint([1, 2, 3], 1)?.filter((s) => s.kind === 'country')).toEqual([
      { kind: 'country', countryId: 2, code: 'at', text: 'in Österreich' },
      { kind: 'country', countryId: 3, code: 'ch', text: 'in der Schweiz' },
    ]);
    expect(text(otherCountryHint([2, 3, 3], 1))).toContain('PLZ in Österreich oder in der Schweiz?');
  });

  it('gives no hint when the code exists nowhere else', () => {
    expect(otherCountryHint([], 1)).toBeUndefined();
    expect(otherCountryHint([1], 1)).toBeUndefined();
  });
});
