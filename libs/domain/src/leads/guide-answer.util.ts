import { type CountryId, isValidZipCode } from '../common/index.js';
import type { GuideInputType } from './consumption-guide.definition.js';

/** What decides whether an answer fits an input, whichever shape (stored row, API output) carries it. */
export interface GuideInputRule {
  readonly type: GuideInputType;
  /** The values of a choice's options. */
  readonly optionValues: readonly string[];
  readonly min: number | null;
  readonly max: number | null;
}

/** Why an answer does not fit; each side words it for its place (beside the field, or naming the field). */
export type GuideAnswerFault = 'choice' | 'notNumber' | 'notWholeNumber' | 'range' | 'yesNo' | 'postalCode';

export type GuideAnswerCheck =
  { readonly value: string | number | boolean } | { readonly fault: GuideAnswerFault };

/** Digits only: a number sent as text (a form field, a query) with no sign, point or exponent. */
const DIGITS = /^\d{1,9}$/;

/**
 * The one rule for an answer to a guide input, for the API's compare call and the web's step forms: a choice
 * one of its option values, a number whole and within the range (a number, or text of digits — the web reads
 * the site's format before), yes or no as a boolean or its text, a postal code of the site's shape (whether it
 * exists is the API's database check).
 */
export function checkGuideAnswer(
  rule: GuideInputRule,
  value: unknown,
  countryId: CountryId,
): GuideAnswerCheck {
  switch (rule.type) {
    case 'choice':
      return typeof value === 'string' && rule.optionValues.includes(value) ? { value } : { fault: 'choice' };
    case 'number': {
      const number = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return { fault: 'notNumber' };
      if (!Number.isSafeInteger(number)) return { fault: 'notWholeNumber' };
      const inRange = (rule.min === null || number >= rule.min) && (rule.max === null || number <= rule.max);
      return inRange ? { value: number } : { fault: 'range' };
    }
    case 'yesNo':
      if (value === true || value === 'true') return { value: true };
      if (value === false || value === 'false') return { value: false };
      return { fault: 'yesNo' };
    case 'postalCode':
      return typeof value === 'string' && isValidZipCode(value, countryId)
        ? { value }
        : { fault: 'postalCode' };
  }
}
