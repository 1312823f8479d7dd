import { describe, expect, it } from 'vitest';
import { faqFiguresOf } from './price-faq.util';

const point = (DateTime: string, Price: number) => ({ DateTime, Price });

describe('faqFiguresOf', () => {
  it('finds the earliest high and low, today and the mean', () => {
    expect(
      faqFiguresOf([
        point('2024-01-01', 100),
        point('2024-06-01', 120),
        point('2025-01-01', 80),
        point('2025-06-01', 120),
        point('2026-11-23', 100),
      ]),
    ).toEqual({
      highDate: '2024-06-01',
      highPrice: 120,
      lowDate: '2025-01-01',
      lowPrice: 80,
      currentDate: '2026-11-23',
      currentPrice: 100,
      averagePrice: 104,
    });
  });

  it('has nothing to say without prices', () => {
    expect(faqFiguresOf([])).toBeUndefined();
  });
});
