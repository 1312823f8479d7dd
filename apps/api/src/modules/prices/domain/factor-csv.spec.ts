import { describe, expect, it } from '@jest/globals';
import { parseFactorCsv } from './factor-csv.js';

describe('parseFactorCsv', () => {
  it('reads rows with an optional header, scaling values by 10,000', () => {
    const csv = 'date,factorId,value\n2026-11-20,1,74.25\n\n2026-11-20;2;1.0875\r\n';
    expect(parseFactorCsv(csv, [1, 2, 3, 4, 5])).toEqual({
      rows: [
        { factorId: 1, date: '2026-11-20', value: 742_500 },
        { factorId: 2, date: '2026-11-20', value: 10_875 },
      ],
      errors: [],
    });
  });

  it('reports every faulty line and keeps the last value of a day', () => {
    const csv = [
      '2026-02-30,1,70',
      '2026-11-20,9,70',
      '2026-11-20,1,abc',
      '2026-11-20,1',
      '2026-11-20,1,70',
      '2026-11-20,1,71.5',
    ].join('\n');
    const parsed = parseFactorCsv(csv, [1, 2, 3, 4, 5]);
    expect(parsed.rows).toEqual([{ factorId: 1, date: '2026-11-20', value: 715_000 }]);
    expect(parsed.errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(parsed.errors[1]?.message).toContain('factorId');
  });
});
