import { describe, expect, it } from '@jest/globals';
import { isCalendarDate } from './calendar-date.validator.js';
import { jsonShapeExcess } from './json-body.parser.js';
import { findNulByte } from './nul-byte.middleware.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const limits = { depth: 3, values: 5 };

describe('jsonShapeExcess', () => {
  it.each([
    ['[[[1]]]', undefined],
    ['[[[[1]]]]', 'depth'],
    ['[1,2,3,4]', undefined],
    ['[1,2,3,4,5,6]', 'values'],
    ['{"a":"[[[[,,,,,,"}', undefined],
    ['{"a":"\\"[[[[,,,,"}', undefined],
    ['{"ä€😀":"\\\\","b":[[1]]}', undefined],
    ['{"a":"\\\\"}[[[[', 'depth'],
  ])('%s → %s', (text, expected) => {
    expect(jsonShapeExcess(bytes(text), limits)).toBe(expected);
  });
});

describe('findNulByte', () => {
  it('names the first value or key holding a NUL by its path', () => {
    expect(findNulByte({ a: 'x', b: [{ c: 'ok' }, { c: 'n\u0000' }] })).toBe('b[1].c');
    expect(findNulByte({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNulByte('\u0000')).toBe('body');
    expect(findNulByte({ a: ['x', 2, null, true] })).toBeUndefined();
  });

  it('walks 100,000 levels without recursion', () => {
    let deep: unknown = 'n\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulByte(deep)).toMatch(/^(\[0\]){100000}$/);
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31', '1999-01-01'])('%s is a day', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each([
    '2026-02-29',
    '2026-02-31',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '0099-01-01',
    '2026-1-01',
    20260101,
  ])('%s is not', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
