import { describe, expect, it } from '@jest/globals';
import { parseLinkedPath } from './cross-links.js';

describe('parseLinkedPath', () => {
  it('reads price pages', () => {
    expect(parseLinkedPath('/heizoelpreise')).toEqual({ kind: 'root', section: 'prices' });
    expect(parseLinkedPath('/heizoelpreise/bayern')).toEqual({
      kind: 'state',
      section: 'prices',
      state: 'bayern',
    });
    expect(parseLinkedPath('/heizoelpreise/bayern/muenchen')).toEqual({
      kind: 'county',
      section: 'prices',
      state: 'bayern',
      county: 'muenchen',
    });
    const place = { kind: 'place', section: 'prices', state: 'bayern', zipCode: '80331' };
    expect(parseLinkedPath('/heizoelpreise/bayern/muenchen/80331')).toEqual(place);
    expect(parseLinkedPath('/heizoelpreise/bayern/80331')).toEqual(place);
  });

  it('reads dealer lists, dealer and branch pages as their postal code', () => {
    expect(parseLinkedPath('/heizoelhaendler/')).toEqual({ kind: 'root', section: 'dealers' });
    const place = { kind: 'place', section: 'dealers', state: 'tirol', zipCode: '6020' };
    expect(parseLinkedPath('/heizoelhaendler/tirol/6020')).toEqual(place);
    expect(parseLinkedPath('/heizoelhaendler/tirol/6020/17')).toEqual(place);
    expect(parseLinkedPath('/heizoelhaendler/tirol/6020/31/17')).toEqual(place);
  });

  it('finds nothing on other paths', () => {
    for (const path of [
      '/',
      '/news',
      '/heizoelpreise/bayern/muenchen/80331/1',
      '/heizoelhaendler/bayern/muenchen',
      '/heizoelhaendler/bayern/80331/abc',
      '/heizoelhaendler/bayern/80331/1/2/3',
      '/heizoelpreise/Bayern',
    ]) {
      expect(parseLinkedPath(path)).toBeUndefined();
    }
  });
});
