import { describe, expect, it } from 'vitest';
import { authHeadersFor } from './auth-headers.util';

describe('authHeadersFor', () => {
  it('sends the bearer token only while the expiry cookie is valid', () => {
    expect(authHeadersFor('token=abc; token_expires=200', 100)).toEqual({ Authorization: 'Bearer abc' });
    expect(authHeadersFor('token=abc; token_expires=100', 100)).toEqual({});
    expect(authHeadersFor('token=abc', 100)).toEqual({});
  });

  it('sends the CSRF header when a token exists', () => {
    expect(authHeadersFor('XSRF-TOKEN=n.s', 100)).toEqual({ RequestVerificationToken: 'n.s' });
  });
});
