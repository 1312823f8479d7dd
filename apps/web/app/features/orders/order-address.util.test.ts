import { describe, expect, it } from 'vitest';
import {
  addressLabel,
  deliveryChoices,
  inPricedPlace,
  knownDeliveryAddress,
  prefilledAddress,
  pricedFields,
} from './order-address.util';
import { ADDRESS_FIXTURE, QUOTE_FIXTURE } from './order-data.fixture';

const USER = { title1: 'Herr', title2: null, firstName: 'Gerd', lastName: 'Gast' };

describe('knownDeliveryAddress', () => {
  it('takes the kept delivery address of the registration when it is in the priced postal code', () => {
    const kept = {
      AuthData: { FirstName: 'Karla', LastName: 'Kunde', Title1: 'Frau' },
      UseInvoiceAddress: false,
      DeliveryAddress: { Street: 'Marienplatz', HouseNumber: '8', ZipCode: '80331', City: 'München' },
    };
    expect(knownDeliveryAddress(QUOTE_FIXTURE, kept, USER)).toMatchObject({
      Title1: 'Frau',
      FirstName: 'Karla',
      LastName: 'Kunde',
      Street: 'Marienplatz',
      ZipCode: '80331',
      CountryId: 1,
    });
  });

  it('keeps only the name of a kept address elsewhere: the price holds for its postal code', () => {
    const kept = {
      AuthData: { FirstName: 'Karla', LastName: 'Kunde' },
      UseInvoiceAddress: false,
      DeliveryAddress: { Street: 'Rathausplatz', ZipCode: '86150', City: 'Augsburg' },
    };
    const address = knownDeliveryAddress(QUOTE_FIXTURE, kept, undefined);
    expect(address).toMatchObject({ FirstName: 'Karla', ZipCode: '80331' });
    expect(address.Street).toBeUndefined();
  });

  it("falls back to the signed-in user's name", () => {
    expect(knownDeliveryAddress(QUOTE_FIXTURE, null, USER)).toEqual({
      Title1: 'Herr',
      Title2: null,
      FirstName: 'Gerd',
      LastName: 'Gast',
      ZipCode: '80331',
      CountryId: 1,
    });
  });
});

describe('prefilledAddress', () => {
  it('prefers the address saved in the order, then what is known, then the priced postal code', () => {
    const saved = ADDRESS_FIXTURE;
    expect(prefilledAddress(saved, QUOTE_FIXTURE, { FirstName: 'Karla' })).toBe(saved);
    expect(prefilledAddress(null, QUOTE_FIXTURE, { FirstName: 'Gerd' })).toEqual({ FirstName: 'Gerd' });
    expect(prefilledAddress(null, QUOTE_FIXTURE)).toEqual({ ZipCode: '80331', CountryId: 1 });
  });
});

describe('inPricedPlace', () => {
  it("puts any address into the priced postal code, country and the code's one town, read-only", () => {
    const elsewhere = { FirstName: 'Gerd', ZipCode: '10115', City: 'Berlin', CountryId: 2 };
    expect(inPricedPlace(elsewhere, QUOTE_FIXTURE, 'München')).toEqual({
      FirstName: 'Gerd',
      ZipCode: '80331',
      City: 'München',
      CountryId: 1,
    });
    expect(pricedFields('München')).toEqual(['zipCode', 'city', 'countryId']);
  });

  it('leaves the town to the customer where the postal code has several', () => {
    expect(inPricedPlace({ City: 'Grünwald' }, QUOTE_FIXTURE, null)).toMatchObject({ City: 'Grünwald' });
    expect(pricedFields(null)).toEqual(['zipCode', 'countryId']);
  });
});

describe('address book choices', () => {
  const address = { ...ADDRESS_FIXTURE, Id: 1, Type: 'delivery' as const, Company: 'Kunde GmbH' };

  it('names a saved address in one line', () => {
    expect(addressLabel(address)).toBe('Gerd Gast (Kunde GmbH), Marienplatz 8, 80331 München');
  });

  it('offers only addresses in the priced postal code and country', () => {
    const elsewhere = { ...address, Id: 2, ZipCode: '86150' };
    expect(deliveryChoices([address, elsewhere], QUOTE_FIXTURE)).toEqual([address]);
    expect(deliveryChoices([address], null)).toEqual([]);
  });
});
