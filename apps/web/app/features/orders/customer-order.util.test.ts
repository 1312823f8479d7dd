import { describe, expect, it } from 'vitest';
import { mayWithdraw, ratingOf } from './customer-order.util';
import { ORDER_FIXTURE } from './order-data.fixture';

const placedAt = '2026-11-01T10:00:00.000Z';

describe('customer order rules', () => {
  it('offers the withdrawal for placed and confirmed orders within 14 days of placing', () => {
    const soon = new Date('2026-11-15T10:00:00.000Z');
    const late = new Date('2026-11-15T10:00:00.001Z');
    expect(mayWithdraw({ Status: 'placed', PlacedAt: placedAt }, soon)).toBe(true);
    expect(mayWithdraw({ Status: 'confirmed', PlacedAt: placedAt }, soon)).toBe(true);
    expect(mayWithdraw({ Status: 'placed', PlacedAt: placedAt }, late)).toBe(false);
    expect(mayWithdraw({ Status: 'delivered', PlacedAt: placedAt }, soon)).toBe(false);
    expect(mayWithdraw({ Status: 'cancelled', PlacedAt: placedAt }, soon)).toBe(false);
  });

  it('reads the rating from the history', () => {
    expect(ratingOf(ORDER_FIXTURE)).toBeNull();
    const rated = [
      { From: 'delivered', To: 'rated', Actor: 'customer', Note: '4 Sterne', At: placedAt },
    ] as const;
    expect(ratingOf({ Events: [...rated] })).toBe('4 Sterne');
  });
});
