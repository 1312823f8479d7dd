import type { AddressOutput } from '@fuel/api-client';
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
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {/* No name: the fields below carry the address that is sent. */}
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const value = event.currentTarget.value;
          onPick(addresses.find((address) => String(address.Id) === value) ?? null);
        }}
      >
        <option value="">Neue Adresse eingeben</option>
        {addresses.map((address) => (
          <option key={address.Id} value={address.Id}>
            {addressLabel(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
