import { describe, expect, it } from 'vitest';
import { SIGN_IN_VIEW_VARIANTS, parseFlag, variantForClient } from './sign-in-variant.util';

describe('variantForClient', () => {
  it('is stable per client address and user agent', () => {
    const first = variantForClient(SIGN_IN_VIEW_VARIANTS, '10.0.0.1', 'Firefox');
    for (let run = 0; run < 5; run++) {
      expect(variantForClient(SIGN_IN_VIEW_VARIANTS, '10.0.0.1', 'Firefox')).toBe(first);
    }
  });

  it('spreads clients over every variant', () => {
    const seen = new Set(
      Array.from({ length: 50 }, (_, index) =>
        variantForClient(SIGN_IN_VIEW_VARIANTS, `10.0.0.${index}`, 'UA'),
      ),
    );
    expect([...seen].sort()).toEqual([...SIGN_IN_VIEW_VARIANTS].sort());
  });
});

describe('parseFlag', () => {
  it('accepts only true or false', () => {
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('false')).toBe(false);
    expect(parseFlag(null)).toBe(false);
    expect(parseFlag('1')).toBeUndefined();
    expect(parseFlag('TRUE')).toBeUndefined();
  });
});
