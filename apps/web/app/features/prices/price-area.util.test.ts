import { describe, expect, it } from 'vitest';
import { priceAreaOf } from './price-area.util';

describe('priceAreaOf', () => {
  it.each([
    [{}, {}],
    [{ stateName: 'bayern' }, { state: 'bayern' }],
    [
      { stateName: 'bayern', countyOrCityZipCode: 'muenchen' },
      { state: 'bayern', county: 'muenchen' },
    ],
    [{ stateName: 'bayern', countyOrCityZipCode: 'muenchen', cityZipCode: '80331' }, { zipCode: '80331' }],
    [{ stateName: 'tirol', countyOrCityZipCode: '6020' }, { zipCode: '6020' }],
  ])('%o → %o', (params, area) => {
    expect(priceAreaOf(params)).toEqual(area);
  });

  it.each([
    { stateName: 'bayern', countyOrCityZipCode: '80331', cityZipCode: '80333' },
    { stateName: 'bayern', countyOrCityZipCode: 'muenchen', cityZipCode: 'schwabing' },
  ])('names no page for %o', (params) => {
    expect(priceAreaOf(params)).toBeUndefined();
  });
});
