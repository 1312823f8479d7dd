import { describe, expect, it } from 'vitest';
import {
  answerText,
  checkAnswer,
  fittingStepValues,
  postalCodeAnswer,
  readStepForm,
} from './guide-answers.util';
import { ALL_ANSWERS, CONSUMPTION_GUIDE_FIXTURE as guide } from './guide.fixture';
import type { LeadGuideInput } from './guide.type';

function input(key: string): LeadGuideInput {
  const found = guide.Steps.flatMap((step) => step.Inputs).find((candidate) => candidate.Key === key);
  if (!found) throw new Error(`no input ${key}`);
  return found;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('checkAnswer', () => {
  it('takes an option of a choice and refuses anything else', () => {
    expect(checkAnswer(input('buildingType'), 'reihenhaus', 'de')).toEqual({ value: 'reihenhaus' });
    expect(checkAnswer(input('buildingType'), 'schloss', 'de')).toEqual({
      error: 'Bitte wählen Sie eine Antwort aus.',
    });
    expect(checkAnswer(input('buildingType'), undefined, 'de')).toHaveProperty('error');
  });

  it('reads yes and no as posted or as kept', () => {
    expect(checkAnswer(input('hotWaterByOil'), 'true', 'de')).toEqual({ value: true });
    expect(checkAnswer(input('hotWaterByOil'), false, 'de')).toEqual({ value: false });
    expect(checkAnswer(input('hotWaterByOil'), 'ja', 'de')).toEqual({
      error: 'Bitte wählen Sie Ja oder Nein.',
    });
  });

  it('reads numbers in the site’s format and names the range with its unit', () => {
    expect(checkAnswer(input('tankSize'), '5.000', 'de')).toEqual({ value: 5000 });
    expect(checkAnswer(input('tankSize'), "5'000", 'ch')).toEqual({ value: 5000 });
    expect(checkAnswer(input('tankSize'), 5000, 'at')).toEqual({ value: 5000 });
    expect(checkAnswer(input('livingSpace'), '10', 'de')).toEqual({
      error: 'Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.',
    });
    expect(checkAnswer(input('residents'), '0', 'ch')).toEqual({
      error: 'Bitte geben Sie eine Zahl von 1 bis 30 Personen ein.',
    });
    expect(checkAnswer(input('livingSpace'), '120,5', 'de')).toEqual({
      error: 'Bitte geben Sie eine ganze Zahl ein.',
    });
    expect(checkAnswer(input('livingSpace'), 'viel', 'de')).toEqual({
      error: 'Bitte geben Sie eine Zahl ein.',
    });
    expect(checkAnswer(input('livingSpace'), Number.NaN, 'de')).toEqual({
      error: 'Bitte geben Sie eine Zahl ein.',
    });
  });

  it('takes a postal code of the site only', () => {
    expect(checkAnswer(input('zipCode'), ' 80331 ', 'de')).toEqual({ value: '80331' });
    expect(checkAnswer(input('zipCode'), '80331', 'at')).toEqual({
      error: 'Die Postleitzahl muss aus 4 Ziffern bestehen.',
    });
    expect(checkAnswer(input('zipCode'), '', 'ch')).toEqual({
      error: 'Bitte geben Sie Ihre Postleitzahl ein.',
    });
  });
});

describe('answerText', () => {
  it('shows a kept answer as the field writes it', () => {
    expect(answerText(12000, 'de')).toBe('12.000');
    expect(answerText(12000, 'ch')).toBe("12'000");
    expect(answerText(true, 'de')).toBe('true');
    expect(answerText('ab-2010', 'de')).toBe('ab-2010');
    expect(answerText(undefined, 'de')).toBe('');
  });
});

describe('readStepForm', () => {
  const step = guide.Steps.find((candidate) => candidate.Id === 102);

  it('splits a posted step into answers, German errors and the texts as posted', () => {
    if (!step) throw new Error('no step');
    expect(readStepForm(step, form({ livingSpace: '1.200', residents: '0' }), 'at')).toEqual({
      answers: { livingSpace: 1200 },
      errors: { residents: 'Bitte geben Sie eine Zahl von 1 bis 30 Personen ein.' },
      values: { livingSpace: '1.200', residents: '0' },
    });
  });

  it('counts a missing field as empty', () => {
    if (!step) throw new Error('no step');
    expect(readStepForm(step, form({}), 'de').errors).toEqual({
      livingSpace: 'Bitte geben Sie eine Zahl ein.',
      residents: 'Bitte geben Sie eine Zahl ein.',
    });
  });
});

describe('fittingStepValues', () => {
  it('keeps the answers that fit the guide and the site, drops the rest', () => {
    const kept = fittingStepValues(
      guide,
      {
        ...ALL_ANSWERS,
        102: { livingSpace: 140, residents: 99, unknown: 'x' },
        999: { anything: 'x' },
        __proto__: { polluted: true },
      },
      'de',
    );
    expect(kept).toEqual({ ...ALL_ANSWERS, 102: { livingSpace: 140 } });
    expect(fittingStepValues(guide, ALL_ANSWERS, 'at')[105]).toBeUndefined();
    expect(fittingStepValues(guide, 'garbage', 'de')).toEqual({});
    expect(fittingStepValues(guide, null, 'de')).toEqual({});
  });

  it('finds the postal code among the answers', () => {
    expect(postalCodeAnswer(guide, ALL_ANSWERS)).toBe('80331');
    expect(postalCodeAnswer(guide, {})).toBeUndefined();
  });
});
