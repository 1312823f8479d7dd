import { describe, expect, it } from 'vitest';
import { confirmationResult, linkSignInResult, linkStatusResult } from './confirmation-result.util';

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

describe('linkSignInResult', () => {
  const answer = {
    Success: true,
    Message: 'Ihr Kundenkonto ist bestätigt.',
    ReturnUrl: null,
    HasPassword: true,
  };

  it('leads back to a same-site ReturnUrl and hands the session to the page', () => {
    expect(linkSignInResult({ ...answer, Token: 'jwt', ReturnUrl: '/heizoel/bestellung' })).toMatchObject({
      state: 'confirmed',
      links: [{ href: '/heizoel/bestellung', label: 'Weiter' }],
      signedInToken: 'jwt',
    });
  });

  it('leads to the customer area instead of a foreign ReturnUrl, and offers a password where there is none', () => {
    const result = linkSignInResult({
      ...answer,
      Token: 'jwt',
      ReturnUrl: '//evil.example',
      HasPassword: false,
    });
    expect(result.links).toEqual([
      { href: '/kunde/startseite', label: 'Zu Ihrem Kundenkonto', onSite: true },
      { href: '/kunde/stammdaten', label: 'Kennwort festlegen', onSite: true },
    ]);
  });

  it('without a session: the message only, no links, no token', () => {
    const result = linkSignInResult({ ...answer, Token: null });
    expect(result.links).toBeUndefined();
    expect(result.signedInToken).toBeUndefined();
  });
});
