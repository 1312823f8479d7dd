import { describe, expect, it } from 'vitest';
import {
  dealerReliability,
  formatReliabilityRate,
  RELIABILITY_TOO_FEW,
  reliabilityRate,
  reliabilitySince,
} from './dealer-reliability.util.js';

const counts = {
  orders: 40,
  confirmed: 24,
  declined: 1,
  delivered: 20,
  deliveredOnTime: 18,
  cancelledByDealer: 1,
};

describe('dealerReliability', () => {
  it('confirmed of decided, on time of delivered, dealer cancellations of confirmed', () => {
    expect(dealerReliability(counts, '2025-11-24')).toEqual({
      confirmationRate: 24 / 25,
      onTimeRate: 0.9,
      cancellationRate: 1 / 24,
      orderCount: 40,
      since: '2025-11-24',
    });
  });

  it('gives null for a figure whose base has fewer than 10 orders, each figure on its own', () => {
    const few = dealerReliability({ ...counts, delivered: 9, deliveredOnTime: 9 }, '2025-11-24');
    expect(few.onTimeRate).toBeNull();
    expect(few.confirmationRate).not.toBeNull();
    expect(dealerReliability({ ...counts, confirmed: 5, declined: 4 }, 'x').confirmationRate).toBeNull();
    expect(reliabilityRate(0, 10)).toBe(0);
    expect(reliabilityRate(10, 10)).toBe(1);
    expect(reliabilityRate(0, 0)).toBeNull();
  });
});

describe('reliabilitySince', () => {
  it('is 365 days before the site day (late evening UTC is already tomorrow in Berlin)', () => {
    expect(reliabilitySince('de', new Date('2026-11-24T12:00:00Z'))).toBe('2025-11-24');
    expect(reliabilitySince('de', new Date('2026-11-24T23:30:00Z'))).toBe('2025-11-25');
  });
});

describe('formatReliabilityRate', () => {
  it('whole percent in the site format, or the too-few text', () => {
    expect(formatReliabilityRate(0.956, 'de')).toBe('96 %');
    expect(formatReliabilityRate(0, 'ch')).toBe('0 %');
    expect(formatReliabilityRate(null, 'de')).toBe(RELIABILITY_TOO_FEW);
  });
});
