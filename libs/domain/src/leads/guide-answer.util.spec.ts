import { describe, expect, it } from 'vitest';
import { checkGuideAnswer, type GuideInputRule } from './guide-answer.util.js';

const choice: GuideInputRule = {
  type: 'choice',
  optionValues: ['einfamilienhaus', 'reihenhaus'],
  min: null,
  max: null,
};
const area: GuideInputRule = { type: 'number', optionValues: [], min: 30, max: 2000 };
const yesNo: GuideInputRule = { type: 'yesNo', optionValues: [], min: null, max: null };
const zip: GuideInputRule = { type: 'postalCode', optionValues: [], min: null, max: null };

describe('checkGuideAnswer', () => {
  it('takes one of a choice’s option values, nothing else', () => {
    expect(checkGuideAnswer(choice, 'reihenhaus', 1)).toEqual({ value: 'reihenhaus' });
    expect(checkGuideAnswer(choice, 'schloss', 1)).toEqual({ fault: 'choice' });
    expect(checkGuideAnswer(choice, 1, 1)).toEqual({ fault: 'choice' });
  });

  it('takes a whole number within the range, as a number or as digits', () => {
    expect(checkGuideAnswer(area, 140, 1)).toEqual({ value: 140 });
    expect(checkGuideAnswer(area, '140', 1)).toEqual({ value: 140 });
    expect(checkGuideAnswer(area, 30, 1)).toEqual({ value: 30 });
    expect(checkGuideAnswer(area, 2000, 1)).toEqual({ value: 2000 });
    expect(checkGuideAnswer(area, 29, 1)).toEqual({ fault: 'range' });
    expect(checkGuideAnswer(area, 2001, 1)).toEqual({ fault: 'range' });
    expect(checkGuideAnswer(area, 140.5, 1)).toEqual({ fault: 'notWholeNumber' });
    // Text other than plain digits is no number here: the web reads the site's format before.
    for (const text of ['1e2', '0x8C', '-140', '140,5', ' 140', '']) {
      expect(checkGuideAnswer(area, text, 1)).toEqual({ fault: 'notNumber' });
    }
    expect(checkGuideAnswer(area, Number.NaN, 1)).toEqual({ fault: 'notNumber' });
    expect(checkGuideAnswer(area, null, 1)).toEqual({ fault: 'notNumber' });
  });

  it('takes yes or no as a boolean or its text', () => {
    expect(checkGuideAnswer(yesNo, true, 1)).toEqual({ value: true });
    expect(checkGuideAnswer(yesNo, 'false', 1)).toEqual({ value: false });
    expect(checkGuideAnswer(yesNo, 'ja', 1)).toEqual({ fault: 'yesNo' });
    expect(checkGuideAnswer(yesNo, 1, 1)).toEqual({ fault: 'yesNo' });
  });

  it('takes a postal code of the site’s shape', () => {
    expect(checkGuideAnswer(zip, '80331', 1)).toEqual({ value: '80331' });
    expect(checkGuideAnswer(zip, '1010', 2)).toEqual({ value: '1010' });
    expect(checkGuideAnswer(zip, '80331', 3)).toEqual({ fault: 'postalCode' });
    expect(checkGuideAnswer(zip, 80331, 1)).toEqual({ fault: 'postalCode' });
  });
});
