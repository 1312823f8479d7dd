import type { AddressOutput } from '@fuel/api-client';

/** Test data: a delivery address stored in the customer's address book. */
export const STORED_ADDRESS_FIXTURE: AddressOutput = {
  Id: 7,
  Type: 'delivery',
  Title1: 'Frau',
  Title2: null,
  FirstName: 'Karla',
  LastName: 'Kunde',
  Company: null,
  Street: 'Marienplatz',
  HouseNumber: '8a',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
  Phone: null,
};
