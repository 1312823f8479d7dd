import { describe, expect, it } from '@jest/globals';
import { checkGuestOrderLink, signGuestOrderLink } from './guest-order-link.js';

const key = Buffer.alloc(32, 7);
const now = 1_800_000_000;

describe('guest order link', () => {
  it('accepts its own link until it expires, then says expired', () => {
    const token = signGuestOrderLink(key, 42, now + 60);
    expect(checkGuestOrderLink(key, 42, token, now)).toBe('valid');
    expect(checkGuestOrderLink(key, 42, token, now + 60)).toBe('expired');
  });

  it("refuses another order's id, a moved expiry, a changed MAC, another key and malformed tokens", () => {
    const token = signGuestOrderLink(key, 42, now + 60);
    const [expiry = '', signature = ''] = token.split('.');
    expect(checkGuestOrderLink(key, 43, token, now)).toBe('invalid');
    expect(checkGuestOrderLink(key, 42, `${(now + 6000).toString(36)}.${signature}`, now)).toBe('invalid');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(checkGuestOrderLink(key, 42, `${expiry}.${flipped}`, now)).toBe('invalid');
    // The spare bits of the last character: another spelling of the same MAC is not our link either.
    const last = signature.at(-1) ?? '';
    const respelled = `${signature.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) ^ 1)}`;
    expect(checkGuestOrderLink(key, 42, `${expiry}.${respelled}`, now)).toBe('invalid');
    expect(checkGuestOrderLink(Buffer.alloc(32, 8), 42, token, now)).toBe('invalid');
    for (const bad of ['', '.', token.slice(1 + token.indexOf('.')), `${token}x`, `${expiry}.${signature}\0`])
      expect(checkGuestOrderLink(key, 42, bad, now)).toBe('invalid');
  });
});
