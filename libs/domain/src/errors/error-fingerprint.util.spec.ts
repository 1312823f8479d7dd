import { describe, expect, it } from 'vitest';
import type { StackFrame } from './error-report.constant.js';
import {
  culpritFrame,
  culpritLabel,
  fingerprintInput,
  normalizeErrorMessage,
} from './error-fingerprint.util.js';

const frame = (file: string, fn: string | null, mapped: boolean, line = 1): StackFrame => ({
  function: fn,
  file,
  line,
  column: 1,
  mapped,
});

describe('normalizeErrorMessage', () => {
  it.each([
    ['Bestellung 4711 konnte nicht geladen werden', 'Bestellung <n> konnte nicht geladen werden'],
    ['Preis 1.234,56 ungültig', 'Preis <n> ungültig'],
    ['Auftrag 3f2b8c1e-9d4a-4e7b-8a6c-2d1e0f9b7a53 fehlt', 'Auftrag <uuid> fehlt'],
    ['Objekt 5f1d7c2ab3e94d01 fehlt, Adresse 0x1f', 'Objekt <hex> fehlt, Adresse <hex>'],
    ['Failed to fetch https://heizoel.example.de/api/site/1/prices?amount=3000', 'Failed to fetch <url>'],
    [
      'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
      'Unexpected token <value>, <value>... is not valid JSON',
    ],
    ['Uncaught TypeError: x is not a function', 'TypeError: x is not a function'],
    ['Uncaught (in promise) Error: Zeitüberschreitung', 'Error: Zeitüberschreitung'],
    ['  zwei   Leerzeichen\n', 'zwei Leerzeichen'],
  ])('%s → %s', (message, expected) => expect(normalizeErrorMessage(message)).toBe(expected));

  it('keeps what tells faults apart: quoted identifiers, digits in names, apostrophes', () => {
    expect(normalizeErrorMessage("Cannot read properties of undefined (reading 'price')")).toBe(
      "Cannot read properties of undefined (reading 'price')",
    );
    expect(normalizeErrorMessage('Invalid Int32Array length: 12')).toBe('Invalid Int32Array length: <n>');
    expect(normalizeErrorMessage("Can't find variable: 'Karla Kunde'")).toBe("Can't find variable: <value>");
    expect(normalizeErrorMessage('abc123def')).toBe('<hex>');
  });

  it('caps the title', () => {
    expect(normalizeErrorMessage('x'.repeat(2_000))).toHaveLength(500);
  });
});

describe('culpritFrame', () => {
  const library = frame('node_modules/react-dom/cjs/react-dom.production.js', 'commitRoot', true);
  const unmapped = frame('https://heizoel.example.de/assets/chunk-Zx81Ab2c.js', 'a', false);
  const ours = frame('app/features/offers/components/calculator-form.tsx', 'submit', true);

  it('prefers our first mapped frame, then our first frame, then the first', () => {
    expect(culpritFrame([library, unmapped, ours])).toBe(ours);
    expect(culpritFrame([library, unmapped])).toBe(unmapped);
    expect(culpritFrame([library])).toBe(library);
    expect(culpritFrame([])).toBeUndefined();
  });

  it('labels it by file and function, a script by its path', () => {
    expect(culpritLabel(ours)).toBe('app/features/offers/components/calculator-form.tsx in submit');
    expect(culpritLabel(unmapped)).toBe('/assets/chunk-Zx81Ab2c.js in a');
    expect(culpritLabel(frame('apps/api/dist/main.js', null, false))).toBe('apps/api/dist/main.js');
  });
});

describe('fingerprintInput', () => {
  const submit = frame('app/features/offers/components/calculator-form.tsx', 'submit', true);

  it('is the same for the same fault with other numbers, lines and builds', () => {
    expect(fingerprintInput('browser', 'Bestellung 4711 fehlt', { ...submit, line: 10 })).toBe(
      fingerprintInput('browser', 'Uncaught Bestellung 4712 fehlt', { ...submit, line: 99 }),
    );
    const build1 = frame('https://heizoel.example.de/assets/root-AbC123xy.js?v=1', 'a', false);
    const build2 = frame('https://heizoel.example.de/assets/root-Qq9_x-1Z.js', 'Xe', false);
    expect(fingerprintInput('browser', 'x', build1)).toBe(fingerprintInput('browser', 'x', build2));
  });

  it('differs by source, message, file and function', () => {
    const base = fingerprintInput('browser', 'x', submit);
    expect(fingerprintInput('web', 'x', submit)).not.toBe(base);
    expect(fingerprintInput('browser', 'y', submit)).not.toBe(base);
    expect(fingerprintInput('browser', 'x', { ...submit, function: 'reset' })).not.toBe(base);
    expect(fingerprintInput('browser', 'x', { ...submit, file: 'app/root.tsx' })).not.toBe(base);
    expect(fingerprintInput('browser', 'x', undefined)).not.toBe(base);
  });
});
