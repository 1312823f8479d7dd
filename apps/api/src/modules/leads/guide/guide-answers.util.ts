import {
  CALCULATOR_VALIDATION_KEYS,
  type CountryId,
  calculatorValidationText,
  formatQuantity,
} from '@fuel/domain';
import {
  BUILDING_TYPES,
  checkGuideAnswer,
  CONSTRUCTION_CLASSES,
  type ConsumptionAnswers,
  HEATING_AGES,
} from '@fuel/domain/leads';
import type { StoredGuide, StoredGuideInput } from './guide.types.js';

/** One answer after validation: a choice's value or a postal code (text), a whole number, yes/no. */
export type AnswerValue = string | number | boolean;

export interface AnswerProblem {
  readonly field: string;
  readonly message: string;
}

export type GuideAnswersResult =
  | { readonly ok: true; readonly values: ReadonlyMap<string, AnswerValue> }
  | { readonly ok: false; readonly problems: readonly AnswerProblem[] };

/** Longer than any option value, number or postal code: a longer answer is refused unread. */
const MAX_ANSWER_LENGTH = 64;
/** A body of thousands of unknown keys answers with the first of them, not a list as long as the body. */
const MAX_PROBLEMS = 20;
const MAX_FIELD_NAME_SHOWN = 64;

/** A field name as the answer may repeat it: cut, so a huge key is not echoed back whole. */
function shown(key: string): string {
  return key.length > MAX_FIELD_NAME_SHOWN ? `${key.slice(0, MAX_FIELD_NAME_SHOWN)}…` : key;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rangeText(input: StoredGuideInput, countryId: CountryId): string {
  const unit = input.unit ? ` ${input.unit}` : '';
  if (input.min !== null && input.max !== null)
    return ` von ${formatQuantity(input.min, countryId)} bis ${formatQuantity(input.max, countryId)}${unit}`;
  if (input.min !== null) return ` ab ${formatQuantity(input.min, countryId)}${unit}`;
  if (input.max !== null) return ` bis ${formatQuantity(input.max, countryId)}${unit}`;
  return '';
}

/** The value of one answer, or the German message (naming the field) why it does not fit its input. */
function parseAnswer(
  input: StoredGuideInput,
  value: unknown,
  countryId: CountryId,
): { value: AnswerValue } | { message: string } {
  const label = `„${input.label}“`;
  if (typeof value === 'object' || value === undefined)
    return { message: `Bitte geben Sie bei ${label} eine einzelne Antwort an.` };
  if (typeof value === 'string' && value.length > MAX_ANSWER_LENGTH)
    return { message: `Die Antwort bei ${label} ist zu lang.` };
  const rule = { ...input, optionValues: (input.options ?? []).map((option) => option.value) };
  const check = checkGuideAnswer(rule, value, countryId);
  if ('value' in check) return check;
  switch (check.fault) {
    case 'choice':
      return { message: `Bitte wählen Sie bei ${label} eine der vorgegebenen Antworten.` };
    case 'yesNo':
      return { message: `Bitte beantworten Sie ${label} mit Ja oder Nein.` };
    case 'postalCode':
      return { message: calculatorValidationText(CALCULATOR_VALIDATION_KEYS.zipCodeInvalid, countryId) };
    default:
      return { message: `${label} muss eine ganze Zahl${rangeText(input, countryId)} sein.` };
  }
}

/**
 * Checks a compare body against the stored guide (spec 1 §7: a flat object of every input key to its
 * value): an object of the guide's keys only, each answered with one value that fits its input (an option,
 * a whole number in range, yes or no, a postal code of the site's shape). Whether the postal code exists is
 * the caller's (database) check.
 */
export function validateGuideAnswers(
  guide: StoredGuide,
  body: unknown,
  countryId: CountryId,
): GuideAnswersResult {
  if (!isRecord(body)) {
    return {
      ok: false,
      problems: [
        { field: 'body', message: 'Die Antworten müssen ein Objekt aus Feldnamen und Antworten sein.' },
      ],
    };
  }
  const inputs = new Map(guide.steps.flatMap((step) => step.inputs).map((input) => [input.key, input]));
  const problems: AnswerProblem[] = [];
  const values = new Map<string, AnswerValue>();
  for (const [key, value] of Object.entries(body)) {
    if (problems.length >= MAX_PROBLEMS) break;
    const input = inputs.get(key);
    if (!input) {
      problems.push({
        field: shown(key),
        message: `Das Feld ${shown(key)} ist in diesem Ratgeber nicht vorgesehen.`,
      });
      continue;
    }
    const parsed = parseAnswer(input, value, countryId);
    if ('message' in parsed) problems.push({ field: key, message: parsed.message });
    else values.set(key, parsed.value);
  }
  for (const input of inputs.values()) {
    if (problems.length >= MAX_PROBLEMS) break;
    if (!Object.hasOwn(body, input.key))
      problems.push({ field: input.key, message: `Bitte beantworten Sie „${input.label}“.` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

function oneOf<T extends string>(allowed: readonly T[], value: AnswerValue | undefined): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The consumption guide's answers from validated values. The stored guide is written from
 * CONSUMPTION_GUIDE by the seed; an input missing or of another type there is a deployment error, not the
 * caller's.
 */
export function toConsumptionAnswers(values: ReadonlyMap<string, AnswerValue>): ConsumptionAnswers {
  const number = (key: string): number => {
    const value = values.get(key);
    if (typeof value !== 'number') throw new Error(`consumption guide: input ${key} is not a number input`);
    return value;
  };
  const buildingType = oneOf(BUILDING_TYPES, values.get('buildingType'));
  const constructionClass = oneOf(CONSTRUCTION_CLASSES, values.get('constructionClass'));
  const heatingAge = oneOf(HEATING_AGES, values.get('heatingAge'));
  const hotWaterByOil = values.get('hotWaterByOil');
  const zipCode = values.get('zipCode');
  if (
    !buildingType ||
    !constructionClass ||
    !heatingAge ||
    typeof hotWaterByOil !== 'boolean' ||
    typeof zipCode !== 'string'
  ) {
    throw new Error('consumption guide: the stored guide does not match CONSUMPTION_GUIDE');
  }
  return {
    buildingType,
    constructionClass,
    livingSpace: number('livingSpace'),
    residents: number('residents'),
    hotWaterByOil,
    heatingAge,
    tankSize: number('tankSize'),
    litresPerYear: number('litresPerYear'),
    zipCode,
  };
}

/** The answers in a fixed order and form, so the same household's answers give the same text. */
export function canonicalAnswers(answers: ConsumptionAnswers): string {
  return JSON.stringify(Object.fromEntries(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b))));
}
