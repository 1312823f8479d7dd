import type { AccountUserOutput } from '@fuel/api-client';
import { describe, expect, it } from 'vitest';
import { STORED_ADDRESS_FIXTURE } from './address-book.fixture';
import {
  ADDRESS_FIELDS,
  personalDataWithAddresses,
  readAddressForm,
  removeAddress,
  saveAddress,
  toAddressInput,
} from './address-book.util';

function form(values: Partial<Record<keyof typeof ADDRESS_FIELDS, string>>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values))
    data.set(ADDRESS_FIELDS[key as keyof typeof ADDRESS_FIELDS], value);
  return data;
}

const COMPLETE = {
  title1: 'Herr',
  title2: '',
  firstName: ' Otto ',
  lastName: 'Rechnung',
  company: '',
  street: 'Hauptstraße',
  houseNumber: '1',
  zipCode: '8010',
  city: 'Graz',
  countryId: '2',
  phone: '',
};

describe('address book', () => {
  it('turns a stored address into the input the API takes back, without id and empty titles', () => {
    expect(toAddressInput(STORED_ADDRESS_FIXTURE)).toEqual({
      Type: 'delivery',
      Title1: 'Frau',
      FirstName: 'Karla',
      LastName: 'Kunde',
      Company: null,
      Street: 'Marienplatz',
      HouseNumber: '8a',
      ZipCode: '80331',
      City: 'München',
      CountryId: 1,
      Phone: null,
    });
  });

  it('reads a complete form, trimmed, with empty optional fields as null', () => {
    expect(readAddressForm(form(COMPLETE), 'invoice')).toEqual({
      errors: {},
      address: {
        Type: 'invoice',
        Title1: 'Herr',
        FirstName: 'Otto',
        LastName: 'Rechnung',
        Company: null,
        Street: 'Hauptstraße',
        HouseNumber: '1',
        ZipCode: '8010',
        City: 'Graz',
        CountryId: 2,
        Phone: null,
      },
    });
  });

  it('names each missing field in German and checks the postal code against the country', () => {
    const { address, errors } = readAddressForm(
      form({ ...COMPLETE, street: ' ', countryId: '1' }),
      'delivery',
    );
    expect(address).toBeUndefined();
    expect(errors).toEqual({
      street: 'Bitte geben Sie die Straße ein.',
      zipCode: 'Die Postleitzahl passt nicht zum Land (Deutschland 5 Ziffern, Österreich und Schweiz 4).',
    });
    expect(readAddressForm(form({}), 'delivery').errors).toMatchObject({
      firstName: 'Bitte geben Sie den Vornamen ein.',
      zipCode: 'Bitte geben Sie die Postleitzahl ein.',
      city: 'Bitte geben Sie den Ort ein.',
    });
  });

  it('replaces, appends and removes addresses without touching the others', () => {
    const first = toAddressInput(STORED_ADDRESS_FIXTURE);
    const second = { ...first, Type: 'invoice' as const, City: 'Augsburg' };
    const changed = { ...first, Street: 'Neue Straße' };
    expect(saveAddress([first, second], changed, 0)).toEqual([changed, second]);
    expect(saveAddress([first], second)).toEqual([first, second]);
    expect(removeAddress([first, second], 0)).toEqual([second]);
  });

  it('does not append an address the book already holds (the same form posted twice)', () => {
    const stored = toAddressInput(STORED_ADDRESS_FIXTURE);
    const posted = readAddressForm(form(COMPLETE), 'delivery').address;
    const postedAgain = readAddressForm(form(COMPLETE), 'delivery').address;
    if (!posted || !postedAgain) throw new Error('the complete form has no errors');
    expect(saveAddress([stored, posted], postedAgain)).toEqual([stored, posted]);
    expect(saveAddress([stored], { ...stored })).toEqual([stored]);
    expect(saveAddress([stored], { ...stored, City: 'Augsburg' })).toHaveLength(2);
  });

  it('sends the base data unchanged along with the whole book', () => {
    const user = {
      Title1: 'Frau',
      Title2: 'Dr.',
      FirstName: 'Karla',
      LastName: 'Kunde',
      Company: 'Kunde GmbH',
      Phone: null,
      Addresses: [STORED_ADDRESS_FIXTURE],
    } as unknown as AccountUserOutput;
    expect(personalDataWithAddresses(user, [])).toEqual({
      Title1: 'Frau',
      Title2: 'Dr.',
      FirstName: 'Karla',
      LastName: 'Kunde',
      Company: 'Kunde GmbH',
      Phone: null,
      Addresses: [],
    });
  });
});
