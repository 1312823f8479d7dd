import { describe, expect, it } from 'vitest';
import { checkAmounts, splitAmount } from './delivery-points.util';

describe('splitAmount', () => {
  it('splits evenly and keeps the sum', () => {
    expect(splitAmount(3000, 2)).toEqual([1500, 1500]);
    expect(splitAmount(3001, 3)).toEqual([1001, 1000, 1000]);
    expect(splitAmount(3001, 3).reduce((a, b) => a + b, 0)).toBe(3001);
  });
});

describe('checkAmounts', () => {
  it('accepts amounts that add up to the total', () => {
    expect(checkAmounts(3000, [1000, 2000])).toEqual({ kind: 'ok' });
  });

  it('tells what is left to distribute or how much is too much', () => {
    expect(checkAmounts(3000, [1000, 1500])).toEqual({ kind: 'under', difference: 500 });
    expect(checkAmounts(3000, [1000, 2500])).toEqual({ kind: 'over', difference: 500 });
  });

  it('refuses a point without amount', () => {
    expect(checkAmounts(3000, [3000, 0])).toEqual({ kind: 'empty-point', point: 2 });
  });
});
