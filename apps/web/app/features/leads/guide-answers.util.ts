import {
  type CountryCode,
  calculatorValidationText,
  countryByCode,
  formatQuantity,
  validateZipCode,
} from '@fuel/domain';
import type { GuideAnswer, GuideStepValues } from '@fuel/domain/leads';
import { formatSiteNumber, parseSiteNumber } from '../../ui';
import type { LeadGuide, LeadGuideInput, LeadGuideStep } from './guide.type';

/** An input's answer, or the German reason why what was entered is none. */
export type AnswerCheck = { readonly value: GuideAnswer } | { readonly error: string };

const YES = 'true';
const NO = 'false';

function rangeText(input: LeadGuideInput, code: CountryCode): string {
  const unit = input.Unit ? ` ${input.Unit}` : '';
  if (input.Min !== null && input.Max !== null) {
    return `Bitte geben Sie eine Zahl von ${formatQuantity(input.Min, code)} bis ${formatQuantity(input.Max, code)}${unit} ein.`;
  }
  if (input.Min !== null) return `Bitte geben Sie mindestens ${formatQuantity(input.Min, code)}${unit} ein.`;
  return `Bitte geben Sie höchstens ${formatQuantity(input.Max ?? 0, code)}${unit} ein.`;
}

function numberAnswer(input: LeadGuideInput, value: number | null, code: CountryCode): AnswerCheck {
  if (value === null) return { error: 'Bitte geben Sie eine Zahl ein.' };
  if (!Number.isInteger(value)) return { error: 'Bitte geben Sie eine ganze Zahl ein.' };
  if ((input.Min !== null && value < input.Min) || (input.Max !== null && value > input.Max)) {
    return { error: rangeText(input, code) };
  }
  return { value };
}

/**
 * What the visitor entered for one input — a posted or typed text, or a value kept in the browser or the
 * session — checked against the input: an option of a choice, a whole number within the range (typed in
 * the site's format), yes or no, a postal code of the site.
 */
export function checkAnswer(input: LeadGuideInput, raw: unknown, code: CountryCode): AnswerCheck {
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  switch (input.Type) {
    case 'choice':
      return text && input.Options?.some((option) => option.Value === text)
        ? { value: text }
        : { error: 'Bitte wählen Sie eine Antwort aus.' };
    case 'yesNo':
      if (raw === true || text === YES) return { value: true };
      if (raw === false || text === NO) return { value: false };
      return { error: 'Bitte wählen Sie Ja oder Nein.' };
    case 'number':
      if (typeof raw === 'number') return numberAnswer(input, Number.isFinite(raw) ? raw : null, code);
      return numberAnswer(input, parseSiteNumber(text, code), code);
    case 'postalCode': {
      const zipCode = text ?? '';
      const problem = validateZipCode(zipCode, countryByCode(code).id);
      return problem
        ? { error: calculatorValidationText(problem, countryByCode(code).id) }
        : { value: zipCode };
    }
  }
}

/** The text a field shows for a kept answer: numbers in the site's format, yes and no as posted. */
export function answerText(answer: GuideAnswer | undefined, code: CountryCode): string {
  if (answer === undefined) return '';
  if (typeof answer === 'number') return formatSiteNumber(answer, code);
  if (typeof answer === 'boolean') return answer ? YES : NO;
  return typeof answer === 'string' ? answer : '';
}

/** A step's posted form: the answers of its valid fields, the German errors and the texts of the others. */
export interface StepForm {
  readonly answers: Readonly<Record<string, GuideAnswer>>;
  readonly errors: Readonly<Record<string, string>>;
  /** Every field as posted, to show the form again as it was sent. */
  readonly values: Readonly<Record<string, string>>;
}

export function readStepForm(step: LeadGuideStep, form: FormData, code: CountryCode): StepForm {
  const answers: Record<string, GuideAnswer> = {};
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const input of step.Inputs) {
    const posted = form.get(input.Key);
    const text = typeof posted === 'string' ? posted : '';
    values[input.Key] = text;
    const check = checkAnswer(input, text, code);
    if ('value' in check) answers[input.Key] = check.value;
    else errors[input.Key] = check.error;
  }
  return { answers, errors, values };
}

/**
 * Of answers kept somewhere the server does not control (the browser's storage, a posted restore) or
 * written for an older version of the guide, those that still fit its steps and inputs.
 */
export function fittingStepValues(guide: LeadGuide, values: unknown, code: CountryCode): GuideStepValues {
  if (!values || typeof values !== 'object') return {};
  const kept: Record<number, Record<string, GuideAnswer>> = {};
  for (const step of guide.Steps) {
    const stepValues: unknown = (values as Record<string, unknown>)[String(step.Id)];
    if (!stepValues || typeof stepValues !== 'object') continue;
    for (const input of step.Inputs) {
      const check = checkAnswer(input, (stepValues as Record<string, unknown>)[input.Key], code);
      if ('value' in check) kept[step.Id] = { ...kept[step.Id], [input.Key]: check.value };
    }
  }
  return kept;
}

/** The answer of the guide's postal-code input (the result's offer link and partner check need it). */
export function postalCodeAnswer(guide: LeadGuide, values: GuideStepValues): string | undefined {
  for (const step of guide.Steps) {
    const input = step.Inputs.find((candidate) => candidate.Type === 'postalCode');
    const answer = input ? values[step.Id]?.[input.Key] : undefined;
    if (typeof answer === 'string') return answer;
  }
  return undefined;
}
