import { describe, expect, it } from 'vitest';

import { PRODUCT_GROUP_IDS, PRODUCT_GROUPS, productGroupUrlName } from './product-groups.constant.js';

describe('product groups', () => {
  it('maps every id to its url name', () => {
    expect(PRODUCT_GROUPS.map((g) => productGroupUrlName(g.id))).toEqual([
      'heizoel',
      'diesel',
      'holzpellets-lose',
      'holzpellets-sackware',
      'adblue',
    ]);
  });

  it('names the ids by meaning', () => {
    expect(Object.values(PRODUCT_GROUP_IDS)).toEqual([1, 2, 3, 4, 5]);
    expect(productGroupUrlName(PRODUCT_GROUP_IDS.diesel)).toBe('diesel');
  });
});
