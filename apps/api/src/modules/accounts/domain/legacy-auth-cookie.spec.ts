import { describe, expect, it } from '@jest/globals';
import { createLegacyAuthCookie, verifyLegacyAuthCookie } from './legacy-auth-cookie.js';

const SECRET = 'a-secret-of-enough-length-for-the-test-0123';

describe('legacy auth cookie', () => {
  it('yields the user id of a genuine, unexpired cookie', () => {
    expect(verifyLegacyAuthCookie(createLegacyAuthCookie(42, 2_000, SECRET), SECRET, 1_000)).toBe(42);
  });

  it('refuses expired, forged and malformed values', () => {
    const cookie = createLegacyAuthCookie(42, 2_000, SECRET);
    expect(verifyLegacyAuthCookie(cookie, SECRET, 2_000)).toBeNull();
    expect(verifyLegacyAuthCookie(cookie, 'another-secret-of-enough-length-0123456', 1_000)).toBeNull();
    expect(verifyLegacyAuthCookie(cookie.replace('42.', '43.'), SECRET, 1_000)).toBeNull();
    expect(verifyLegacyAuthCookie('garbage', SECRET, 1_000)).toBeNull();
    expect(verifyLegacyAuthCookie('', SECRET, 1_000)).toBeNull();
  });
});
