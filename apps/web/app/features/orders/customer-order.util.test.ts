import { describe, expect, it } from 'vitest';
import { ratingOf } from './customer-order.util';
import { ORDER_FIXTURE } from './order-data.fixture';

const placedAt = '2026-11-01T10:00:00.000Z';

describe('customer order rules', () => {
  it('reads the rating from the history', () => {
    expect(ratingOf(ORDER_FIXTURE)).toBeNull();
    const rated = [
      { From: 'delivered', To: 'rated', Actor: 'customer', Note: '4 Sterne', At: placedAt },
    ] as const;
    expect(ratingOf({ Events: [...rated] })).toBe('4 Sterne');
  });
});
