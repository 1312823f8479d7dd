import { describe, expect, it } from '@jest/globals';
import { MAX_DELIVERY_ATTEMPTS, afterAttempt, retryDelaySeconds } from './delivery-policy.js';

describe('mail delivery policy', () => {
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3_600);
    expect(retryDelaySeconds(0)).toBe(30);
  });

  it('marks sent, reschedules, and gives up after the last attempt', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(afterAttempt(true, 3, now)).toEqual({ status: 'sent' });
    expect(afterAttempt(false, 1, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-01-01T00:00:30Z'),
    });
    expect(afterAttempt(false, MAX_DELIVERY_ATTEMPTS, now)).toEqual({ status: 'failed' });
  });
});
