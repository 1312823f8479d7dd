import { describe, expect, it } from '@jest/globals';
import { returnPathOrNull } from './return-path.js';

describe('returnPathOrNull', () => {
  it.each([
    '/',
    '/heizoel/bestellung',
    '/at/kunde/startseite?tab=1#x',
    '/benutzerkonto/anmeldung?ReturnUrl=%2F',
  ])('keeps the site path %s', (path) => expect(returnPathOrNull(path)).toBe(path));

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'evil.example',
    'javascript:alert(1)',
    '/a b',
    '/a\nb',
    `/${'a'.repeat(500)}`,
    '',
    42,
    null,
  ])('refuses %p', (value) => expect(returnPathOrNull(value)).toBeNull());
});
