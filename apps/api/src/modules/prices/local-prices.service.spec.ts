import { describe, expect, it } from '@jest/globals';
import { fillFromParent } from './local-prices.service.js';

describe('fillFromParent', () => {
  it('scales the missing previous day by the place’s own ratio to its parent', () => {
    expect(fillFromParent({ price: 10_200, open: undefined }, { price: 10_000, open: 9_900 }, 1.01)).toEqual({
      price: 10_200,
      open: 10_098,
    });
  });

  it('falls back to the stable offset for a place without own prices', () => {
    expect(
      fillFromParent({ price: undefined, open: undefined }, { price: 10_000, open: 9_900 }, 1.01),
    ).toEqual({
      price: 10_100,
      open: 9_999,
    });
  });
});
