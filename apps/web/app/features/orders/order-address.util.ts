import type { AddressInput, OrderAddressOutput, OrderQuoteOutput, TypedAddressInput } from '@fuel/api-client';
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
