import type { AccountUserOutput, TypedAddressInput } from '@fuel/api-client';
import { COUNTRIES } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FieldErrors } from '../account-validation.util';
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
import { addressOptionsQuery } from '../queries';
import { FormField } from './form-field';
import { MutationFeedback } from './mutation-feedback';

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
  const { data: options } = useQuery(addressOptionsQuery());
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
      <div className="form-field">
        <label htmlFor={`field-${ADDRESS_FIELDS.title1}`}>Anrede</label>
        <select
          id={`field-${ADDRESS_FIELDS.title1}`}
          name={ADDRESS_FIELDS.title1}
          defaultValue={initial?.Title1 ?? ''}
        >
          <option value="">Bitte wählen</option>
          {options?.Title1List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`field-${ADDRESS_FIELDS.title2}`}>Titel</label>
        <select
          id={`field-${ADDRESS_FIELDS.title2}`}
          name={ADDRESS_FIELDS.title2}
          defaultValue={initial?.Title2 ?? ''}
        >
          <option value="">Kein Titel</option>
          {options?.Title2List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <FormField
        label="Vorname"
        name={ADDRESS_FIELDS.firstName}
        defaultValue={initial?.FirstName ?? ''}
        error={errors.firstName}
      />
      <FormField
        label="Nachname"
        name={ADDRESS_FIELDS.lastName}
        defaultValue={initial?.LastName ?? ''}
        error={errors.lastName}
      />
      <FormField
        label="Firma (optional)"
        name={ADDRESS_FIELDS.company}
        defaultValue={initial?.Company ?? ''}
      />
      <FormField
        label="Straße"
        name={ADDRESS_FIELDS.street}
        defaultValue={initial?.Street ?? ''}
        error={errors.street}
      />
      <FormField
        label="Hausnummer"
        name={ADDRESS_FIELDS.houseNumber}
        defaultValue={initial?.HouseNumber ?? ''}
        error={errors.houseNumber}
      />
      <FormField
        label="PLZ"
        name={ADDRESS_FIELDS.zipCode}
        inputMode="numeric"
        defaultValue={initial?.ZipCode ?? ''}
        error={errors.zipCode}
      />
      <FormField
        label="Ort"
        name={ADDRESS_FIELDS.city}
        defaultValue={initial?.City ?? ''}
        error={errors.city}
      />
      <div className="form-field">
        <label htmlFor={`field-${ADDRESS_FIELDS.countryId}`}>Land</label>
        <select
          id={`field-${ADDRESS_FIELDS.countryId}`}
          name={ADDRESS_FIELDS.countryId}
          defaultValue={String(initial?.CountryId ?? 1)}
        >
          {COUNTRIES.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Telefon (optional)"
        name={ADDRESS_FIELDS.phone}
        type="tel"
        defaultValue={initial?.Phone ?? ''}
      />
      <button type="submit" className="button" disabled={pending}>
        Adresse speichern
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Abbrechen
      </button>
    </form>
  );
}
