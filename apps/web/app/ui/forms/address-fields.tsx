import type { AddressInput } from '@fuel/api-client';
import { COUNTRIES } from '@fuel/domain';
import type { AddressFieldNames } from './address-field-names.util';
import type { FieldErrors } from './field-errors.type';
import { FormField } from './form-field';

/** Values to prefill: a stored address of the book or of an order, or only some fields. */
export type AddressValues = Partial<Record<keyof AddressInput, string | number | null>>;

/** The choices of Anrede and Titel (the API's address options); the selects offer none until they load. */
export interface AddressTitleChoices {
  readonly Title1List: readonly string[];
  readonly Title2List: readonly string[];
}

interface AddressFieldsProps {
  readonly fields: AddressFieldNames;
  readonly initial?: AddressValues | null;
  readonly errors: FieldErrors;
  readonly titleChoices: AddressTitleChoices | undefined;
}

/** The inputs of one postal address (address book, order addresses, delivery points). */
export function AddressFields({ fields, initial, errors, titleChoices }: AddressFieldsProps) {
  return (
    <>
      <div className="form-field">
        <label htmlFor={`field-${fields.title1}`}>Anrede</label>
        <select id={`field-${fields.title1}`} name={fields.title1} defaultValue={initial?.Title1 ?? ''}>
          <option value="">Bitte wählen</option>
          {titleChoices?.Title1List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`field-${fields.title2}`}>Titel</label>
        <select id={`field-${fields.title2}`} name={fields.title2} defaultValue={initial?.Title2 ?? ''}>
          <option value="">Kein Titel</option>
          {titleChoices?.Title2List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <FormField
        label="Vorname"
        name={fields.firstName}
        defaultValue={initial?.FirstName ?? ''}
        error={errors.firstName}
      />
      <FormField
        label="Nachname"
        name={fields.lastName}
        defaultValue={initial?.LastName ?? ''}
        error={errors.lastName}
      />
      <FormField label="Firma (optional)" name={fields.company} defaultValue={initial?.Company ?? ''} />
      <FormField
        label="Straße"
        name={fields.street}
        defaultValue={initial?.Street ?? ''}
        error={errors.street}
      />
      <FormField
        label="Hausnummer"
        name={fields.houseNumber}
        defaultValue={initial?.HouseNumber ?? ''}
        error={errors.houseNumber}
      />
      <FormField
        label="PLZ"
        name={fields.zipCode}
        inputMode="numeric"
        defaultValue={initial?.ZipCode ?? ''}
        error={errors.zipCode}
      />
      <FormField label="Ort" name={fields.city} defaultValue={initial?.City ?? ''} error={errors.city} />
      <div className="form-field">
        <label htmlFor={`field-${fields.countryId}`}>Land</label>
        <select
          id={`field-${fields.countryId}`}
          name={fields.countryId}
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
        name={fields.phone}
        type="tel"
        defaultValue={initial?.Phone ?? ''}
      />
    </>
  );
}
