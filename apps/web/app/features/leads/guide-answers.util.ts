import {
  CALCULATOR_VALIDATION_KEYS,
  type CountryCode,
  calculatorValidationText,
  countryByCode,
  formatQuantity,
  validateZipCode,
} from '@fuel/domain';
import { checkGuideAnswer, type GuideAnswer, type GuideStepValues } from '@fuel/domain/leads';
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

/**
 * What the visitor entered for one input — a posted or typed text, or a value kept in the browser or the
 * session — checked by the guide's one rule (checkGuideAnswer), a typed number read in the site's format
 * first; the German reason stands beside the field.
 */
export function checkAnswer(input: LeadGuideInput, raw: unknown, code: CountryCode): AnswerCheck {
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  const countryId = countryByCode(code).id;
  const value = input.Type === 'number' && text !== undefined ? parseSiteNumber(text, code) : (text ?? raw);
  const rule = {
    type: input.Type,
    optionValues: (input.Options ?? []).map((option) => option.Value),
    min: input.Min,
    max: input.Max,
  };
  const check = checkGuideAnswer(rule, value, countryId);
  if ('value' in check) return check;
  switch (check.fault) {
    case 'choice':
      return { error: 'Bitte wählen Sie eine Antwort aus.' };
    case 'yesNo':
      return { error: 'Bitte wählen Sie Ja oder Nein.' };
    case 'notNumber':
      return { error: 'Bitte geben Sie eine Zahl ein.' };
    case 'notWholeNumber':
      return { error: 'Bitte geben Sie eine ganze Zahl ein.' };
    case 'range':
      return { error: rangeText(input, code) };
    case 'postalCode':
      return {
        error: calculatorValidationText(
          validateZipCode(text ?? '', countryId) ?? CALCULATOR_VALIDATION_KEYS.zipCodeInvalid,
          countryId,
        ),
      };
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
