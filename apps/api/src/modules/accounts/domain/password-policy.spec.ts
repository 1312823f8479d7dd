import { describe, expect, it } from '@jest/globals';
import { COMMON_PASSWORDS } from './common-passwords.constant.js';
import { passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    expect(passwordProblem('Heizoel-Demo-2026')).toBeNull();
    expect(passwordProblem('x7#kQ9!m')).toBeNull();
    expect(passwordProblem('a'.repeat(127) + 'b')).toBeNull();
  });

  it('refuses too short and too long passwords in German', () => {
    expect(passwordProblem('x7#kQ9!')).toBe('Das Kennwort muss mindestens 8 Zeichen lang sein.');
    expect(passwordProblem('x'.repeat(129))).toBe('Das Kennwort darf höchstens 128 Zeichen lang sein.');
  });

  it('refuses common passwords whatever their case, and the e-mail address', () => {
    expect(passwordProblem('PassWort123')).toMatch(/zu verbreitet/);
    expect(passwordProblem('qwertz123')).toMatch(/zu verbreitet/);
    expect(passwordProblem('Kunde@Example.com', 'kunde@example.com')).toMatch(/E-Mail-Adresse/);
  });

  it('ships about a thousand entries of at least 8 characters', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(900);
    expect([...COMMON_PASSWORDS].every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });
});
