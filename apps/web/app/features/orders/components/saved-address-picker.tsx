import type { AddressOutput } from '@fuel/api-client';
import { Field, Select } from '../../../ui';
import { addressLabel } from '../order-address.util';

interface SavedAddressPickerProps {
  readonly id: string;
  readonly label: string;
  readonly addresses: readonly AddressOutput[];
  /** The chosen saved address, or null for typing a new one. */
  readonly onPick: (address: AddressOutput | null) => void;
}

/** Picks an address of the address book to fill the address fields below it (they stay editable). */
export function SavedAddressPicker({ id, label, addresses, onPick }: SavedAddressPickerProps) {
  if (addresses.length === 0) return null;
  return (
    <Field label={label} id={id} className="checkout-picker">
      {/* No name: the fields below carry the address that is sent. */}
      <Select
        defaultValue=""
        placeholder="Neue Adresse eingeben"
        options={addresses.map((address) => ({ value: String(address.Id), label: addressLabel(address) }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onPick(addresses.find((address) => String(address.Id) === value) ?? null);
        }}
      />
    </Field>
  );
}
