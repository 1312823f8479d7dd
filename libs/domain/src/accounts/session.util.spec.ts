import { describe, expect, it } from 'vitest';

import { shouldRefreshToken, tokenRefreshWindowSeconds } from './session.util.js';

describe('tokenRefreshWindowSeconds', () => {
  it('is 300 s plus 0 to 119 random seconds', () => {
    expect(tokenRefreshWindowSeconds(() => 0)).toBe(300);
    expect(tokenRefreshWindowSeconds(() => 0.5)).toBe(360);
    expect(tokenRefreshWindowSeconds(() => 0.999999)).toBe(419);
  });
});

describe('shouldRefreshToken', () => {
  const base = { nowSeconds: 1000, windowSeconds: 300, hasTokenCookie: true };

  it('refreshes a token within the window of its expiry', () => {
    expect(shouldRefreshToken({ ...base, expiresAtSeconds: 1300 })).toBe(true);
    expect(shouldRefreshToken({ ...base, expiresAtSeconds: 1301 })).toBe(false);
  });

  it('refreshes when the token cookie is gone', () => {
    expect(shouldRefreshToken({ ...base, expiresAtSeconds: 5000, hasTokenCookie: false })).toBe(true);
  });
});
