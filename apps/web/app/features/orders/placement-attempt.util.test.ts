import { describe, expect, it } from 'vitest';
import {
  alreadyPlacedPath,
  needsNewAttemptKey,
  newAttemptKey,
  placementFailure,
} from './placement-attempt.util';

const refusal = (status: number, error: string) => ({ status, error, message: 'x', requestId: 'r' });

describe('placementFailure', () => {
  it('keeps the attempt when the outcome is unknown', () => {
    expect(placementFailure(new TypeError('Failed to fetch'))).toBe('retry');
    expect(placementFailure(refusal(502, 'BAD_GATEWAY'))).toBe('retry');
    expect(placementFailure(undefined)).toBe('retry');
  });

  it('waits for a first request that is still running', () => {
    expect(placementFailure(refusal(409, 'ORDER_IN_PROGRESS'))).toBe('in-progress');
  });

  it('asks again after a price change and ends the attempt after other refusals', () => {
    expect(placementFailure(refusal(409, 'PRICE_CHANGED'))).toBe('price-changed');
    expect(placementFailure(refusal(409, 'ORDER_CHANGED'))).toBe('refused');
    expect(placementFailure(refusal(422, 'IDEMPOTENCY_KEY_REUSED'))).toBe('refused');
    expect(placementFailure(refusal(401, 'UNAUTHORIZED'))).toBe('signed-out');
  });

  it('recognises an order placed by another request of the customer and finds its page', () => {
    const placedOrder = {
      OrderId: 42,
      OrderNumber: 'DE-0000042',
      SuccessPath: '/heizoel/bestellung-erfolgreich/42',
    };
    const answer = { ...refusal(409, 'ORDER_ALREADY_PLACED'), placedOrder };
    expect(placementFailure(answer)).toBe('already-placed');
    expect(alreadyPlacedPath(answer)).toBe('/heizoel/bestellung-erfolgreich/42');
    expect(alreadyPlacedPath(refusal(409, 'ORDER_ALREADY_PLACED'))).toBeUndefined();
    expect(alreadyPlacedPath({ ...answer, placedOrder: { SuccessPath: '//evil.test/x' } })).toBeUndefined();
  });
});

describe('needsNewAttemptKey', () => {
  it('renews the key only after the server refused the attempt', () => {
    expect(needsNewAttemptKey('retry')).toBe(false);
    expect(needsNewAttemptKey('in-progress')).toBe(false);
    expect(needsNewAttemptKey('signed-out')).toBe(false);
    expect(needsNewAttemptKey('price-changed')).toBe(true);
    expect(needsNewAttemptKey('refused')).toBe(true);
    expect(needsNewAttemptKey('already-placed')).toBe(true);
  });

  it('makes keys the API accepts', () => {
    expect(newAttemptKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });
});
