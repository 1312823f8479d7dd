import { describe, expect, it } from 'vitest';
import { isIgnoredError, shorten } from './js-error.util';

const ORIGIN = 'https://www.heizoel-vergleich.at';

describe('shorten', () => {
  it('keeps a text within the cap and cuts a longer one to the cap, ending in an ellipsis', () => {
    expect(shorten('Heizöl', 6)).toBe('Heizöl');
    expect(shorten('Heizölpreis', 6)).toBe('Heizö…');
  });

  it('does not split a character made of two code units', () => {
    // 'Tank ' and the barrel's first code unit would be six; the barrel goes whole.
    expect(shorten('Tank 🛢️ leer', 7)).toBe('Tank …');
  });
});

describe('isIgnoredError', () => {
  it.each([
    ['ResizeObserver loop completed with undelivered notifications.', `${ORIGIN}/assets/root-Bx3f9a.js`],
    ['Script error.', ''],
    ['Script error', ''],
    ['Uncaught TypeError: a is undefined', 'https://ads.example.com/slot.js'],
    ['Uncaught Error: x', 'moz-extension://4f1a2b/content.js'],
  ])('ignores %s from %s', (message, filename) => {
    expect(isIgnoredError(message, filename, ORIGIN)).toBe(true);
  });

  it.each([
    ['Uncaught Error: Karte nicht geladen', `${ORIGIN}/assets/root-Bx3f9a.js`],
    ['Uncaught Error: Karte nicht geladen', ''],
    ['Script error.', `${ORIGIN}/assets/root-Bx3f9a.js`],
  ])('keeps %s from %s', (message, filename) => {
    expect(isIgnoredError(message, filename, ORIGIN)).toBe(false);
  });
});
