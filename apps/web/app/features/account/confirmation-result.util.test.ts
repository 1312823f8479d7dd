import { describe, expect, it } from 'vitest';
import { confirmationResult, linkStatusResult } from './confirmation-result.util';

describe('confirmationResult', () => {
  it('shows the API message on success', () => {
    expect(confirmationResult({ data: { Message: 'Bestätigt.' } })).toMatchObject({
      state: 'confirmed',
      message: 'Bestätigt.',
    });
  });

  it.each([
    ['TOKEN_USED', 'used'],
    ['TOKEN_EXPIRED', 'expired'],
    ['TOKEN_INVALID', 'invalid'],
    ['BOOM', 'failed'],
  ])('maps %s to %s', (code, state) => {
    expect(confirmationResult({ error: { error: code, message: 'x' } }).state).toBe(state);
  });

  it('treats a malformed token (400) as invalid', () => {
    expect(
      confirmationResult({ error: { error: 'VALIDATION_FAILED' }, response: { status: 400 } }).state,
    ).toBe('invalid');
  });
});

describe('linkStatusResult', () => {
  it('leaves a valid link to its button', () => {
    expect(linkStatusResult('valid')).toBeNull();
  });

  it.each([
    ['used', 'used'],
    ['expired', 'expired'],
    ['unknown', 'invalid'],
  ] as const)('shows a %s link as %s', (status, state) => {
    expect(linkStatusResult(status)?.state).toBe(state);
  });
});
