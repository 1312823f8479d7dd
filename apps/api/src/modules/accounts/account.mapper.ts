import type { AddressOutput } from './dto/address.output.js';
import type { AccountUserOutput } from './dto/account.output.js';
import type { AddressInput, TypedAddressInput } from './dto/address.input.js';
import type { AddressRow, NewAddress, UserRow } from './users.repository.js';

/** The fields every stored address has (address book, order addresses). */
export type AddressFields = Pick<
  AddressRow,
  | 'title1'
  | 'title2'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'street'
  | 'houseNumber'
  | 'zipCode'
  | 'city'
  | 'countryId'
  | 'phone'
>;

export function toAddressOutput(row: AddressRow): AddressOutput {
  return { Id: row.id, Type: row.type, ...toAddressFieldsOutput(row) };
}

export function toAddressFieldsOutput(row: AddressFields): Omit<AddressOutput, 'Id' | 'Type'> {
  return {
    Title1: row.title1,
    Title2: row.title2,
    FirstName: row.firstName,
    LastName: row.lastName,
    Company: row.company,
    Street: row.street,
    HouseNumber: row.houseNumber,
    ZipCode: row.zipCode,
    City: row.city,
    CountryId: row.countryId,
    Phone: row.phone,
  };
}

export function toNewAddress(input: AddressInput, type: TypedAddressInput['Type']): NewAddress {
  return { type, ...addressFieldsOf(input) };
}

/** The name and contact fields of a profile or an address, trimmed, empty optional fields as null. */
export function profileOf(
  input: Pick<AddressInput, 'Title1' | 'Title2' | 'FirstName' | 'LastName' | 'Company' | 'Phone'>,
): Pick<AddressFields, 'title1' | 'title2' | 'firstName' | 'lastName' | 'company' | 'phone'> {
  return {
    title1: input.Title1 ?? null,
    title2: input.Title2 ?? null,
    firstName: input.FirstName.trim(),
    lastName: input.LastName.trim(),
    company: input.Company?.trim() || null,
    phone: input.Phone?.trim() || null,
  };
}

/** The input's address, trimmed, empty optional fields as null. */
export function addressFieldsOf(input: AddressInput): AddressFields {
  return {
    ...profileOf(input),
    street: input.Street.trim(),
    houseNumber: input.HouseNumber.trim(),
    zipCode: input.ZipCode,
    city: input.City.trim(),
    countryId: input.CountryId,
  };
}

export function toAccountUserOutput(
  user: UserRow,
  extra: { roles: string[]; hasAnyOrder: boolean; addresses: AddressRow[]; favouriteDealerIds: number[] },
): AccountUserOutput {
  return {
    Id: user.id,
    EmailAddress: user.email,
    Title1: user.title1,
    Title2: user.title2,
    FirstName: user.firstName,
    LastName: user.lastName ?? user.firstName,
    Company: user.company,
    Phone: user.phone,
    Roles: extra.roles,
    IsGuest: user.isGuest,
    HasMexEnabled: user.hasMexEnabled,
    HasAnyOrder: extra.hasAnyOrder,
    EmailConfirmed: user.emailConfirmedAt !== null,
    HasPassword: user.passwordHash !== null,
    DealerId: user.dealerId,
    FavouriteDealerIds: extra.favouriteDealerIds,
    Addresses: extra.addresses.map(toAddressOutput),
  };
}
