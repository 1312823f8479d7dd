import { describe, expect, it } from 'vitest';
import { isSiteReturnPath } from './return-path.util.js';

describe('isSiteReturnPath', () => {
  it.each([
    '/',
    '/heizoel/bestellung',
    '/at/kunde/startseite?tab=1#x',
    '/benutzerkonto/anmeldung?ReturnUrl=%2F',
    '/heizoel/angebotsliste?ort=M%C3%BCnchen',
  ])('keeps the site path %s', (path) => expect(isSiteReturnPath(path)).toBe(true));

  // A ReturnUrl arrives decoded (searchParams): '/%09/evil.example' is '/\t/evil.example', which a browser
  // reads as '//evil.example' because URL parsing drops tabs and newlines.
  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/x\u007f',
    'evil.example',
    'javascript:alert(1)',
    '/a b',
    `/${'a'.repeat(500)}`,
    '',
    42,
    null,
    undefined,
  ])('refuses %j', (value) => expect(isSiteReturnPath(value)).toBe(false));
});
