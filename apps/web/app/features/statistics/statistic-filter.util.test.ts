import { describe, expect, it } from 'vitest';
import { statisticFilterOf, statisticInputOf } from './statistic-filter.util';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('statisticFilterOf', () => {
  it('defaults to the current site, the last twelve months and one row per month', () => {
    expect(statisticFilterOf(new URLSearchParams(), 2, NOW)).toEqual({
      countryId: 2,
      from: '2025-12-01',
      to: '2026-11-24',
      productId: '',
      zipCode: '',
      grouping: 'month',
    });
  });

  it('takes the form values and ignores an unknown site or grouping', () => {
    const params = new URLSearchParams(
      'countryId=3&from=2026-01-01&to=2026-01-31&productId=12&zipCode=80&grouping=day',
    );
    expect(statisticFilterOf(params, 1, NOW)).toMatchObject({
      countryId: 3,
      productId: '12',
      grouping: 'day',
    });
    expect(statisticFilterOf(new URLSearchParams('countryId=9&grouping=year'), 1, NOW)).toMatchObject({
      countryId: 1,
      grouping: 'month',
    });
  });
});

describe('statisticInputOf', () => {
  it('sends product and postal-code prefix only when given', () => {
    const filter = statisticFilterOf(new URLSearchParams('productId=1&zipCode=80'), 1, NOW);
    expect(statisticInputOf(filter)).toMatchObject({ ProductId: 1, ZipCode: '80' });
    expect(statisticInputOf(statisticFilterOf(new URLSearchParams(), 1, NOW))).not.toHaveProperty(
      'ProductId',
    );
  });
});
