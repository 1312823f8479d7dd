import { describe, expect, it } from '@jest/globals';
import { EMAIL_TOKEN_TTL_SECONDS, emailTokenState } from './email-token.policy.js';

describe('e-mail token state', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const later = new Date('2026-03-01T13:00:00Z');
  const earlier = new Date('2026-03-01T11:00:00Z');

  it('is valid until it expires, then expired; used wins over expired', () => {
    expect(emailTokenState({ usedAt: null, expiresAt: later }, now)).toBe('valid');
    expect(emailTokenState({ usedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(emailTokenState({ usedAt: earlier, expiresAt: later }, now)).toBe('used');
    expect(emailTokenState({ usedAt: earlier, expiresAt: earlier }, now)).toBe('used');
  });

  it('gives a password reset link the shortest life', () => {
    expect(EMAIL_TOKEN_TTL_SECONDS['reset-password']).toBe(3_600);
    expect(EMAIL_TOKEN_TTL_SECONDS['confirm-request']).toBeGreaterThan(
      EMAIL_TOKEN_TTL_SECONDS['reset-password'],
    );
  });
});
