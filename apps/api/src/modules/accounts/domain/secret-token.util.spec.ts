import { describe, expect, it } from '@jest/globals';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import { newSecretToken } from './secret-token.util.js';

describe('secret tokens', () => {
  it('have the shape the web and the DTOs check before looking a token up', () => {
    const tokens = Array.from({ length: 50 }, newSecretToken);
    expect(tokens.every((token) => SECRET_TOKEN_PATTERN.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(50);
    expect(SECRET_TOKEN_PATTERN.test(`${tokens[0]}x`)).toBe(false);
    expect(SECRET_TOKEN_PATTERN.test('gibt-es-nicht')).toBe(false);
  });
});
