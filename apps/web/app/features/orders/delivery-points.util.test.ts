import { describe, expect, it } from 'vitest';
import { splitAmount } from './delivery-points.util';

describe('splitAmount', () => {
  it('splits evenly and keeps the sum', () => {
    expect(splitAmount(3000, 2)).toEqual([1500, 1500]);
    expect(splitAmount(3001, 3)).toEqual([1001, 1000, 1000]);
    expect(splitAmount(3001, 3).reduce((a, b) => a + b, 0)).toBe(3001);
  });
});
