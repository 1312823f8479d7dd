import { describe, expect, it } from 'vitest';
import { transitionRefusal, withdrawalDeadline } from './order-status.util.js';

const placedAt = new Date('2026-11-01T10:00:00Z');
const soon = new Date('2026-11-02T10:00:00Z');

describe('order state machine', () => {
  it('lets the dealer confirm or decline a placed order and deliver a confirmed one', () => {
    expect(transitionRefusal('placed', 'confirmed', 'dealer', placedAt, soon)).toBeUndefined();
    expect(transitionRefusal('placed', 'declined', 'dealer', placedAt, soon)).toBeUndefined();
    expect(transitionRefusal('confirmed', 'delivered', 'dealer', placedAt, soon)).toBeUndefined();
    expect(transitionRefusal('delivered', 'rated', 'customer', placedAt, soon)).toBeUndefined();
  });

  it('refuses skipped steps, backwards moves and the wrong actor', () => {
    expect(transitionRefusal('placed', 'delivered', 'dealer', placedAt, soon)).toBe('NOT_ALLOWED');
    expect(transitionRefusal('confirmed', 'placed', 'staff', placedAt, soon)).toBe('NOT_ALLOWED');
    expect(transitionRefusal('placed', 'confirmed', 'customer', placedAt, soon)).toBe('NOT_ALLOWED');
    expect(transitionRefusal('declined', 'confirmed', 'dealer', placedAt, soon)).toBe('NOT_ALLOWED');
    expect(transitionRefusal('delivered', 'rated', 'dealer', placedAt, soon)).toBe('NOT_ALLOWED');
  });

  it('lets the customer cancel only within 14 days, staff any time before delivery', () => {
    const late = new Date('2026-11-16T10:00:01Z');
    expect(transitionRefusal('confirmed', 'cancelled', 'customer', placedAt, soon)).toBeUndefined();
    expect(transitionRefusal('placed', 'cancelled', 'customer', placedAt, late)).toBe(
      'WITHDRAWAL_PERIOD_OVER',
    );
    expect(transitionRefusal('placed', 'cancelled', 'staff', placedAt, late)).toBeUndefined();
    expect(transitionRefusal('delivered', 'cancelled', 'staff', placedAt, soon)).toBe('NOT_ALLOWED');
  });

  it('ends the withdrawal period 14 days after placing, to the millisecond', () => {
    const deadline = withdrawalDeadline(placedAt);
    expect(deadline.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(transitionRefusal('placed', 'cancelled', 'customer', placedAt, deadline)).toBeUndefined();
  });
});
