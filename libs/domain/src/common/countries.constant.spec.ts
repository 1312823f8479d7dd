import { describe, expect, it } from 'vitest';

import { COUNTRIES, countryByCode, toCountry } from './countries.constant.js';

describe('toCountry', () => {
  it('resolves a country from its id, its code or itself', () => {
    const austria = countryByCode('at');
    expect(toCountry(2)).toBe(austria);
    expect(toCountry('at')).toBe(austria);
    expect(toCountry(austria)).toBe(austria);
  });

  it('knows the three sites', () => {
    expect(COUNTRIES.map((c) => [c.id, c.code, c.pathPrefix])).toEqual([
      [1, 'de', ''],
      [2, 'at', '/at'],
      [3, 'ch', '/ch'],
    ]);
  });
});
