import { type CountryRef, formatQuantity } from '@fuel/domain';
import { stepsInOrder } from '../guide-steps.util';
import type { LeadGuide, LeadGuideInput } from '../guide.type';

export interface LabelledAnswer {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** An answer as the household chose it: the option's label, Ja/Nein, a number in the site's format with its unit. */
function answerValue(
  input: LeadGuideInput | undefined,
  value: string | number | boolean,
  site: CountryRef,
): string {
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') {
    return input?.Unit ? `${formatQuantity(value, site)} ${input.Unit}` : formatQuantity(value, site);
  }
  return input?.Options?.find((option) => option.Value === value)?.Label ?? value;
}

/**
 * A lead's stored answers with the guide's questions, in the guide's order; an answer the guide no longer
 * asks (or without the guide) keeps its key, so nothing stored is hidden.
 */
export function labelledAnswers(
  answers: Readonly<Record<string, string | number | boolean>>,
  guide: LeadGuide | null,
  site: CountryRef,
): LabelledAnswer[] {
  const inputs = guide ? stepsInOrder(guide).flatMap((step) => step.Inputs) : [];
  const known = inputs.flatMap((input) => {
    const value = answers[input.Key];
    return value === undefined
      ? []
      : [{ key: input.Key, label: input.Label, value: answerValue(input, value, site) }];
  });
  const asked = new Set(inputs.map((input) => input.Key));
  const others = Object.entries(answers)
    .filter(([key]) => !asked.has(key))
    .map(([key, value]) => ({ key, label: key, value: answerValue(undefined, value, site) }));
  return [...known, ...others];
}
