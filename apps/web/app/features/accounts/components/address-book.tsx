import type { AccountUserOutput, TypedAddressInput } from '@fuel/api-client';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import {
  ADDRESS_FIELDS,
  ADDRESS_TYPE_LABELS,
  type AddressType,
  personalDataWithAddresses,
  readAddressForm,
  removeAddress,
  saveAddress,
  toAddressInput,
} from '../address-book.util';
import { usePersonalDataMutation } from '../hooks/use-personal-data-mutation';
import { AddressFields } from './address-fields';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';

/** What the form edits: an address of the book (by position) or a new one of a type. */
interface Editing {
  readonly type: AddressType;
  readonly index?: number;
}

/** Delivery and invoice addresses: list, add, edit, remove; every change saves the whole book. */
export function AddressBook({ user }: { user: AccountUserOutput }) {
  const mutation = usePersonalDataMutation();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | undefined>();
  const book = user.Addresses.map(toAddressInput);

  function store(addresses: TypedAddressInput[], message: string) {
    setSaved(undefined);
    mutation.mutate(personalDataWithAddresses(user, addresses), {
      onSuccess: () => {
        setEditing(null);
        setSaved(message);
        void revalidate();
      },
    });
  }

  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">Adressen</h2>
      {book.length === 0 && <p>Sie haben noch keine Adresse hinterlegt.</p>}
      {book.map((address, index) => (
        <div key={user.Addresses[index]?.Id ?? index} className="address-entry">
          <address>
            <strong>{ADDRESS_TYPE_LABELS[address.Type]}</strong>
            <br />
            {[address.Title1, address.Title2, address.FirstName, address.LastName].filter(Boolean).join(' ')}
            <br />
            {address.Company && (
              <>
                {address.Company}
                <br />
              </>
            )}
            {address.Street} {address.HouseNumber}
            <br />
            {address.ZipCode} {address.City}
          </address>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${ADDRESS_TYPE_LABELS[address.Type]} ${index + 1} bearbeiten`}
            onClick={() => setEditing({ type: address.Type, index })}
          >
            Bearbeiten
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${ADDRESS_TYPE_LABELS[address.Type]} ${index + 1} entfernen`}
            disabled={mutation.isPending}
            onClick={() => store(removeAddress(book, index), 'Die Adresse wurde entfernt.')}
          >
            Entfernen
          </button>
        </div>
      ))}
      {editing ? (
        <AddressForm
          key={`${editing.type}-${editing.index ?? 'new'}`}
          type={editing.type}
          initial={editing.index === undefined ? undefined : book[editing.index]}
          pending={mutation.isPending}
          onSubmit={(address) =>
            store(saveAddress(book, address, editing.index), 'Die Adresse wurde gespeichert.')
          }
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p>
          {(['delivery', 'invoice'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSaved(undefined);
                setEditing({ type });
              }}
            >
              {ADDRESS_TYPE_LABELS[type]} hinzufügen
            </button>
          ))}
        </p>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} success={saved} />
    </section>
  );
}

interface AddressFormProps {
  readonly type: AddressType;
  readonly initial?: TypedAddressInput;
  readonly pending: boolean;
  readonly onSubmit: (address: TypedAddressInput) => void;
  readonly onCancel: () => void;
}

function AddressForm({ type, initial, pending, onSubmit, onCancel }: AddressFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const label = `${ADDRESS_TYPE_LABELS[type]} ${initial ? 'bearbeiten' : 'hinzufügen'}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = readAddressForm(new FormData(event.currentTarget), type);
    setErrors(result.errors);
    if (result.address) onSubmit(result.address);
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={label}>
      <h3>{label}</h3>
      <AddressFields fields={ADDRESS_FIELDS} initial={initial} errors={errors} />
      <button type="submit" className="button" disabled={pending}>
        Adresse speichern
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Abbrechen
      </button>
    </form>
  );
}
