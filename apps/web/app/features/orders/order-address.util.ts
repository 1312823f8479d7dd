import type {
  AddressInput,
  AddressOutput,
  OrderAddressOutput,
  OrderQuoteOutput,
  TypedAddressInput,
} from '@fuel/api-client';
import type { AddressValues } from '../account/components/address-fields';

/** An address of the address form as the order calls take it (no address-book type). */
export function orderAddressInput(address: TypedAddressInput): AddressInput {
  const { Type: _type, ...rest } = address;
  return rest;
}

/** The saved address, or a new one already in the priced postal code and country. */
export function prefilledAddress(
  saved: OrderAddressOutput | null,
  quote: OrderQuoteOutput | null,
): AddressValues | null {
  if (saved) return saved;
  return quote ? { ZipCode: quote.ZipCode, CountryId: quote.CountryId } : null;
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
