import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GENERIC_ERROR_CODES, isErrorCode } from './error-codes.constant.js';

describe('error codes', () => {
  it('are unique upper-case words', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('recognises only the listed codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    for (const code of GENERIC_ERROR_CODES) expect(isErrorCode(code)).toBe(true);
  });
});
