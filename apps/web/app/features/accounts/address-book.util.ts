import type {
  AccountUserOutput,
  AddressOutput,
  PersonalDataInput,
  TypedAddressInput,
} from '@fuel/api-client';
import { COUNTRIES, type CountryId, isValidZipCode } from '@fuel/domain';
import type { FieldErrors } from '../../ui/forms/field-errors.type';
import { type AddressFieldNames, addressFieldNames } from '../../ui/forms/address-field-names.util';
import { requiredError } from './account-validation.util';

export type AddressType = TypedAddressInput['Type'];

export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressType, string>> = {
  delivery: 'Lieferadresse',
  invoice: 'Rechnungsadresse',
};

/** Field names of the address form (prefixed: the page holds the base-data form too). */
export const ADDRESS_FIELDS = addressFieldNames('address');

type TitleFields = Pick<TypedAddressInput, 'Title1' | 'Title2'>;

function titles(title1: string | null | undefined, title2: string | null | undefined): TitleFields {
  return {
    ...(title1 && { Title1: title1 as NonNullable<TypedAddressInput['Title1']> }),
    ...(title2 && { Title2: title2 as NonNullable<TypedAddressInput['Title2']> }),
  };
}

/** A stored address as the API takes it back (the whole book is sent on every change). */
export function toAddressInput(address: AddressOutput): TypedAddressInput {
  return {
    Type: address.Type,
    ...titles(address.Title1, address.Title2),
    FirstName: address.FirstName,
    LastName: address.LastName,
    Company: address.Company,
    Street: address.Street,
    HouseNumber: address.HouseNumber,
    ZipCode: address.ZipCode,
    City: address.City,
    CountryId: address.CountryId,
    Phone: address.Phone,
  };
}

function countryIdOf(value: string): CountryId {
  const id = Number(value);
  return COUNTRIES.find((country) => country.id === id)?.id ?? 1;
}

/** The address form's values with German messages per field; `address` only when there is no error. */
export function readAddressForm(
  form: FormData,
  type: AddressType,
  fields: AddressFieldNames = ADDRESS_FIELDS,
): { address?: TypedAddressInput; errors: FieldErrors } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const countryId = countryIdOf(text(fields.countryId));
  const zipCode = text(fields.zipCode);
  const errors: FieldErrors = {
    firstName: requiredError(text(fields.firstName), 'den Vornamen'),
    lastName: requiredError(text(fields.lastName), 'den Nachnamen'),
    street: requiredError(text(fields.street), 'die Straße'),
    houseNumber: requiredError(text(fields.houseNumber), 'die Hausnummer'),
    zipCode:
      requiredError(zipCode, 'die Postleitzahl') ??
      (isValidZipCode(zipCode, countryId)
        ? undefined
        : 'Die Postleitzahl passt nicht zum Land (Deutschland 5 Ziffern, Österreich und Schweiz 4).'),
    city: requiredError(text(fields.city), 'den Ort'),
  };
  const present = Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
  if (Object.keys(present).length > 0) return { errors: present };
  return {
    errors: {},
    address: {
      Type: type,
      ...titles(text(fields.title1), text(fields.title2)),
      FirstName: text(fields.firstName),
      LastName: text(fields.lastName),
      Company: text(fields.company) || null,
      Street: text(fields.street),
      HouseNumber: text(fields.houseNumber),
      ZipCode: zipCode,
      City: text(fields.city),
      CountryId: countryId,
      Phone: text(fields.phone) || null,
    },
  };
}

/** Whether two addresses say the same (a missing title or company is the same as null). */
function sameAddress(a: TypedAddressInput, b: TypedAddressInput): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof TypedAddressInput)[]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/**
 * The book with the address at `index` replaced, or appended when `index` is undefined. A new address the
 * book already holds is not appended again: the same form posted twice (a reload after saving without
 * JavaScript, a double click) must not double it.
 */
export function saveAddress(
  book: readonly TypedAddressInput[],
  address: TypedAddressInput,
  index?: number,
): TypedAddressInput[] {
  if (index === undefined || index < 0 || index >= book.length) {
    return book.some((existing) => sameAddress(existing, address)) ? [...book] : [...book, address];
  }
  return book.map((existing, position) => (position === index ? address : existing));
}

export function removeAddress(book: readonly TypedAddressInput[], index: number): TypedAddressInput[] {
  return book.filter((_, position) => position !== index);
}

/**
 * The body of PUT /api/account/persoenliche-daten for a new address book: the endpoint replaces the base
 * data too, so the user's current name, titles, company and phone go along unchanged.
 */
export function personalDataWithAddresses(
  user: AccountUserOutput,
  addresses: readonly TypedAddressInput[],
): PersonalDataInput {
  return {
    ...titles(user.Title1, user.Title2),
    FirstName: user.FirstName ?? '',
    LastName: user.LastName ?? '',
    Company: user.Company ?? null,
    Phone: user.Phone ?? null,
    Addresses: [...addresses],
  };
}
