import { describe, expect, it } from 'vitest';
import { factorFormat, factorTone, shownFactors } from './price-factors.util';

describe('factorTone', () => {
  it('reads a rise as bad news, except for a GrowthPositive factor', () => {
    expect(factorTone({ Id: 1, Change: 1.5 })).toBe('bad');
    expect(factorTone({ Id: 1, Change: -1.5 })).toBe('good');
    expect(factorTone({ Id: 3, Change: 0.4, GrowthPositive: true })).toBe('good');
    expect(factorTone({ Id: 3, Change: -0.4, GrowthPositive: true })).toBe('bad');
    expect(factorTone({ Id: 2, Change: 0 })).toBe('neutral');
  });
});

describe('shownFactors', () => {
  const all = [5, 4, 3, 2, 1].map((Id) => ({ Id, Change: 0 }));
  it('shows 1, 2, 3, 5 in de and at, 1, 2, 4, 5 in ch', () => {
    expect(shownFactors(all, 1).map((f) => f.Id)).toEqual([1, 2, 3, 5]);
    expect(shownFactors(all, 2).map((f) => f.Id)).toEqual([1, 2, 3, 5]);
    expect(shownFactors(all, 3).map((f) => f.Id)).toEqual([1, 2, 4, 5]);
  });
});

describe('factorFormat', () => {
  it('shows the trend index with two decimals and exchange rates with up to four', () => {
    expect(factorFormat(3)(103.4567, 'de')).toBe('103,46');
    expect(factorFormat(2)(1.08423, 'de')).toBe('1,0842');
    expect(factorFormat(3)(1234.5, 'ch')).toBe("1'234.50");
  });
});
