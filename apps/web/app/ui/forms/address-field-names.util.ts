const ADDRESS_FIELD_KEYS = [
  'title1',
  'title2',
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'countryId',
  'phone',
] as const;

export type AddressFieldNames = Readonly<Record<(typeof ADDRESS_FIELD_KEYS)[number], string>>;

/** Field names of one address in a form; the prefix keeps several addresses (and other forms) apart. */
export function addressFieldNames(prefix: string): AddressFieldNames {
  return Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [key, `${prefix}-${key}`])) as AddressFieldNames;
}
