import { describe, expect, it } from 'vitest';
import { transitionRefusal, withdrawalDeadline } from './order-status.util.js';

const placedAt = new Date('2026-11-01T10:00:00Z');
const soon = new Date('2026-11-02T10:00:00Z');

describe('order state machine', () => {
  it('lets the dealer confirm or decline a placed order and deliver a confirmed one', () => {
    expect(transitionRefusal('placed', 'confirmed', 'dealer', placedAt, soon, 'de')).toBeUndefined();
    expect(transitionRefusal('placed', 'declined', 'dealer', placedAt, soon, 'de')).toBeUndefined();
    expect(transitionRefusal('confirmed', 'delivered', 'dealer', placedAt, soon, 'de')).toBeUndefined();
    expect(transitionRefusal('delivered', 'rated', 'customer', placedAt, soon, 'de')).toBeUndefined();
  });

  it('refuses skipped steps, backwards moves and the wrong actor', () => {
    expect(transitionRefusal('placed', 'delivered', 'dealer', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
    expect(transitionRefusal('confirmed', 'placed', 'staff', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
    expect(transitionRefusal('placed', 'confirmed', 'customer', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
    expect(transitionRefusal('declined', 'confirmed', 'dealer', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
    expect(transitionRefusal('delivered', 'rated', 'dealer', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
  });

  it('lets the customer cancel only within 14 days, staff any time before delivery', () => {
    const late = new Date('2026-11-16T10:00:01Z');
    expect(transitionRefusal('confirmed', 'cancelled', 'customer', placedAt, soon, 'de')).toBeUndefined();
    expect(transitionRefusal('placed', 'cancelled', 'customer', placedAt, late, 'de')).toBe(
      'WITHDRAWAL_PERIOD_OVER',
    );
    expect(transitionRefusal('placed', 'cancelled', 'staff', placedAt, late, 'de')).toBeUndefined();
    expect(transitionRefusal('delivered', 'cancelled', 'staff', placedAt, soon, 'de')).toBe('NOT_ALLOWED');
  });

  it('follows the site: DE and AT by law until delivery, CH only before the dealer confirms', () => {
    expect(transitionRefusal('confirmed', 'cancelled', 'customer', placedAt, soon, 'at')).toBeUndefined();
    expect(transitionRefusal('placed', 'cancelled', 'customer', placedAt, soon, 'ch')).toBeUndefined();
    expect(transitionRefusal('confirmed', 'cancelled', 'customer', placedAt, soon, 'ch')).toBe('NOT_ALLOWED');
    expect(transitionRefusal('confirmed', 'cancelled', 'staff', placedAt, soon, 'ch')).toBeUndefined();
    for (const site of ['de', 'at', 'ch'] as const) {
      expect(transitionRefusal('delivered', 'cancelled', 'customer', placedAt, soon, site)).toBe(
        'NOT_ALLOWED',
      );
    }
  });

  it('ends the withdrawal period 14 days after placing, to the millisecond', () => {
    const deadline = withdrawalDeadline(placedAt);
    expect(deadline.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(transitionRefusal('placed', 'cancelled', 'customer', placedAt, deadline, 'de')).toBeUndefined();
  });
});
