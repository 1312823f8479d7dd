import { describe, expect, it } from 'vitest';
import { canonicalCalculatorSearch } from './offer-list-request.util';

describe('canonicalCalculatorSearch', () => {
  it('turns an amount typed with separators into digits, as a plain GET form sends it', () => {
    expect(
      canonicalCalculatorSearch(new URLSearchParams('zipCode=80331&amount=3.000&options=5,24,-2,11,9')),
    ).toBe('zipCode=80331&amount=3000&options=5,24,-2,11,9');
  });

  it('strips anything but digits from the postal code', () => {
    expect(canonicalCalculatorSearch(new URLSearchParams('zipCode=+80331+&amount=3000'))).toBe(
      'zipCode=80331&amount=3000',
    );
  });

  it('leaves canonical and unreadable queries alone', () => {
    expect(canonicalCalculatorSearch(new URLSearchParams('zipCode=80331&amount=3000'))).toBeUndefined();
    expect(canonicalCalculatorSearch(new URLSearchParams('amount=viel'))).toBeUndefined();
    expect(canonicalCalculatorSearch(new URLSearchParams(''))).toBeUndefined();
  });
});
