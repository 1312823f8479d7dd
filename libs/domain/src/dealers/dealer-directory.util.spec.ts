import { describe, expect, it } from 'vitest';
import {
  countryIdOfTrustedShopsId,
  dealerBranchPath,
  dealerListPath,
  dealerPath,
  parseDealerId,
  ratingGrade,
  TRUSTED_SHOPS_ID_PATTERN,
  TRUSTED_SHOPS_IDS,
} from './dealer-directory.util.js';

describe('dealer directory paths', () => {
  it('builds list, dealer and branch paths', () => {
    expect(dealerListPath()).toBe('/heizoelhaendler');
    expect(dealerListPath('bayern')).toBe('/heizoelhaendler/bayern');
    expect(dealerListPath('bayern', '80331')).toBe('/heizoelhaendler/bayern/80331');
    expect(dealerPath('bayern', '80331', 12)).toBe('/heizoelhaendler/bayern/80331/12');
    expect(dealerBranchPath('bayern', '80331', 34, 12)).toBe('/heizoelhaendler/bayern/80331/34/12');
  });

  it('accepts only numeric dealer ids', () => {
    expect(parseDealerId('42')).toBe(42);
    for (const bad of [undefined, '', 'abc', '4a', '-1', '0', '1.5', '9999999999']) {
      expect(parseDealerId(bad)).toBeUndefined();
    }
  });
});

describe('review summary', () => {
  it('maps the shop ids to their sites', () => {
    for (const [countryId, id] of Object.entries(TRUSTED_SHOPS_IDS)) {
      expect(id).toMatch(TRUSTED_SHOPS_ID_PATTERN);
      expect(countryIdOfTrustedShopsId(id)).toBe(Number(countryId));
    }
    expect(countryIdOfTrustedShopsId('X00000000000000000000000000000000')).toBeUndefined();
  });

  it('grades a mean rating', () => {
    expect([4.8, 4.5, 4.0, 3.0, 2.0, 1.0].map(ratingGrade)).toEqual([
      'sehr gut',
      'sehr gut',
      'gut',
      'befriedigend',
      'ausreichend',
      'mangelhaft',
    ]);
  });
});
