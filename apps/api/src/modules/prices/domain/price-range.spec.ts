import { describe, expect, it } from '@jest/globals';
import { localPricePath, rangeStart, slugify, thinOut } from './price-range.js';

describe('price ranges', () => {
  it('starts each range the right number of days back', () => {
    expect(rangeStart('1m', '2026-11-21')).toBe('2026-10-22');
    expect(rangeStart('1y', '2026-11-21')).toBe('2025-11-21');
  });

  it('thins long ranges to one point a week, keeping the newest', () => {
    const points = Array.from({ length: 15 }, (_, i) => i);
    expect(thinOut(points, '1y')).toHaveLength(15);
    expect(thinOut(points, '10y')).toEqual([0, 7, 14]);
  });

  it('builds page paths with slugs', () => {
    expect(slugify('Lörrach')).toBe('loerrach');
    expect(slugify('St. Gallen (Kreis)')).toBe('st-gallen-kreis');
    expect(localPricePath('bayern', 'Amberg-Sulzbach', '92224')).toBe(
      '/heizoelpreise/bayern/amberg-sulzbach/92224',
    );
    expect(localPricePath('bayern')).toBe('/heizoelpreise/bayern');
  });
});
