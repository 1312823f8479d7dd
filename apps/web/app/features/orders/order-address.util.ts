import type {
  AddressInput,
  AddressOutput,
  OrderAddressOutput,
  OrderQuoteOutput,
  RegistrationDataInput,
  TypedAddressInput,
} from '@fuel/api-client';
import type { AddressValues } from '../accounts';
import type { AddressFieldNames } from '../../ui/forms/address-field-names.util';

/** An address of the address form as the order calls take it (no address-book type). */
export function orderAddressInput(address: TypedAddressInput): AddressInput {
  const { Type: _type, ...rest } = address;
  return rest;
}

/** The order's address fields its price fixes: postal code and country, the town where the code has one. */
export function pricedFields(town: string | null): ('zipCode' | 'city' | 'countryId')[] {
  return town ? ['zipCode', 'city', 'countryId'] : ['zipCode', 'countryId'];
}

/**
 * An order address in the priced place: the quote's postal code and country, and the town of the code where
 * it has one (the fields show read-only, so a picked or posted address cannot move the delivery elsewhere).
 */
export function inPricedPlace(
  address: AddressValues | null,
  quote: Pick<OrderQuoteOutput, 'ZipCode' | 'CountryId'> | null,
  town: string | null,
): AddressValues | null {
  if (!quote) return address;
  return {
    ...address,
    ZipCode: quote.ZipCode,
    CountryId: quote.CountryId,
    ...(town && { City: town }),
  };
}

/** The saved address, or a new one already in the priced postal code and country (plus what is known). */
export function prefilledAddress(
  saved: OrderAddressOutput | null,
  quote: OrderQuoteOutput | null,
  known: AddressValues | null = null,
): AddressValues | null {
  if (saved) return saved;
  if (known) return known;
  return quote ? { ZipCode: quote.ZipCode, CountryId: quote.CountryId } : null;
}

interface KnownPerson {
  readonly title1: string | null;
  readonly title2: string | null;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * A new delivery address filled with what the visitor already told us: the delivery address and name of
 * the registration form kept for this order (cache-reg-data), else the name of the signed-in user. The
 * postal code and country are always the priced ones; a kept address elsewhere contributes only the name.
 */
export function knownDeliveryAddress(
  quote: Pick<OrderQuoteOutput, 'ZipCode' | 'CountryId'>,
  kept: RegistrationDataInput | null,
  user: KnownPerson | undefined,
): AddressValues {
  const draft = kept?.DeliveryAddress;
  const sameArea = draft?.ZipCode === quote.ZipCode;
  const auth = kept?.AuthData;
  const pick = (...values: (string | null | undefined)[]) => values.find((v) => v) ?? null;
  return {
    ...(sameArea && {
      Company: draft.Company ?? null,
      Street: draft.Street ?? null,
      HouseNumber: draft.HouseNumber ?? null,
      City: draft.City ?? null,
      Phone: draft.Phone ?? null,
    }),
    Title1: pick(draft?.Title1, auth?.Title1, user?.title1),
    Title2: pick(draft?.Title2, auth?.Title2, user?.title2),
    FirstName: pick(draft?.FirstName, auth?.FirstName, user?.firstName),
    LastName: pick(draft?.LastName, auth?.LastName, user?.lastName),
    ZipCode: quote.ZipCode,
    CountryId: quote.CountryId,
  };
}

/** One line naming a saved address in a picker: name, street, postal code and town. */
export function addressLabel(
  address: Pick<
    AddressOutput,
    'FirstName' | 'LastName' | 'Company' | 'Street' | 'HouseNumber' | 'ZipCode' | 'City'
  >,
): string {
  const name = [address.FirstName, address.LastName].filter(Boolean).join(' ');
  const who = address.Company ? `${name} (${address.Company})` : name;
  return `${who}, ${address.Street} ${address.HouseNumber}, ${address.ZipCode} ${address.City}`;
}

/** Saved delivery addresses the order can go to: the price holds for its postal code only. */
export function deliveryChoices(
  book: readonly AddressOutput[],
  quote: Pick<OrderQuoteOutput, 'ZipCode' | 'CountryId'> | null,
): AddressOutput[] {
  return quote ? book.filter((a) => a.ZipCode === quote.ZipCode && a.CountryId === quote.CountryId) : [];
}

/** What a refused post of an address form carried, to fill the fields again (a page without JavaScript). */
export function submittedAddress(
  values: Readonly<Record<string, string>> | undefined,
  fields: AddressFieldNames,
): AddressValues | null {
  if (!values) return null;
  const value = (name: string) => values[name] ?? null;
  return {
    Title1: value(fields.title1),
    Title2: value(fields.title2),
    FirstName: value(fields.firstName),
    LastName: value(fields.lastName),
    Company: value(fields.company),
    Street: value(fields.street),
    HouseNumber: value(fields.houseNumber),
    ZipCode: value(fields.zipCode),
    City: value(fields.city),
    CountryId: value(fields.countryId),
    Phone: value(fields.phone),
  };
}
