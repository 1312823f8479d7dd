import { describe, expect, it } from 'vitest';
import { frameLocation, isDependencyFrame, shortenMessage } from './error-format.util';

describe('shortenMessage', () => {
  it('keeps a short message as it is', () => {
    expect(shortenMessage("Cannot read properties of undefined (reading 'price')")).toBe(
      "Cannot read properties of undefined (reading 'price')",
    );
  });

  it('cuts a long message at a word boundary and marks the cut', () => {
    const message = `Failed to fetch the offers for postal code <num> because ${'the network was down '.repeat(10)}`;
    const short = shortenMessage(message, 80);
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith('…')).toBe(true);
    expect(message.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.at(-2)).not.toBe(' ');
  });

  it('cuts one long word (a URL) where it must, and folds line breaks into spaces', () => {
    const url = `https://www.heizoel-marktplatz.de/${'a'.repeat(200)}`;
    expect(shortenMessage(url, 50)).toBe(`${url.slice(0, 49)}…`);
    expect(shortenMessage('Error:\n    at render\n    at commit')).toBe('Error: at render at commit');
  });
});

describe('frameLocation', () => {
  it('writes file:line:column as far as known', () => {
    const file = 'app/features/offers/components/home-calculator.tsx';
    expect(frameLocation({ file, line: 42, column: 7 })).toBe(`${file}:42:7`);
    expect(frameLocation({ file, line: 42, column: null })).toBe(`${file}:42`);
    expect(frameLocation({ file, line: null, column: null })).toBe(file);
  });
});

describe('isDependencyFrame', () => {
  it('tells node_modules frames from our own', () => {
    expect(
      isDependencyFrame({ file: '../../node_modules/react-dom/cjs/react-dom-client.production.js' }),
    ).toBe(true);
    expect(isDependencyFrame({ file: 'node_modules/react-router/dist/index.mjs' })).toBe(true);
    expect(isDependencyFrame({ file: 'app/features/my_node_modules/thing.ts' })).toBe(false);
    expect(isDependencyFrame({ file: 'app/root.tsx' })).toBe(false);
  });
});
