import type { AddressInput } from '@fuel/api-client';
import { COUNTRIES, countryById, isCountryId, siteSpelling } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import type { AddressFieldNames } from '../../../ui/forms/address-field-names.util';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { Field, Select, TextInput } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { TitleSelects } from './title-selects';

/** Values to prefill: a stored address of the book or of an order, or only some fields. */
export type AddressValues = Partial<Record<keyof AddressInput, string | number | null>>;

/** Fields an address form may fix: an order's postal code, town and country are those of its price. */
export type LockedAddressField = 'zipCode' | 'city' | 'countryId';

interface AddressFieldsProps {
  readonly fields: AddressFieldNames;
  readonly initial?: AddressValues | null;
  readonly errors: FieldErrors;
  /** Shown read-only and posted as they are (the initial values). */
  readonly locked?: readonly LockedAddressField[];
}

/** The inputs of one postal address (address book, order addresses, delivery points). */
export function AddressFields({ fields, initial, errors, locked = [] }: AddressFieldsProps) {
  const site = useSite();
  const countryId = Number(initial?.CountryId ?? 1);
  // The ch site writes ss for ß (Strasse), in the label and in the message of a missing street.
  const spelled = (text: string | undefined) => text && siteSpelling(text, site.code);
  return (
    <>
      <TitleSelects names={fields} initial={initial} />
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
        label={siteSpelling('Straße', site.code)}
        name={fields.street}
        defaultValue={initial?.Street ?? ''}
        error={spelled(errors.street)}
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
        readOnly={locked.includes('zipCode')}
        error={errors.zipCode}
      />
      <FormField
        label="Ort"
        name={fields.city}
        defaultValue={initial?.City ?? ''}
        readOnly={locked.includes('city')}
        error={errors.city}
      />
      {locked.includes('countryId') ? (
        <Field label="Land">
          <TextInput readOnly value={isCountryId(countryId) ? countryById(countryId).name : ''} />
          <input type="hidden" name={fields.countryId} value={countryId} />
        </Field>
      ) : (
        <Field label="Land" id={`field-${fields.countryId}`}>
          <Select
            name={fields.countryId}
            defaultValue={String(countryId)}
            options={COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }))}
          />
        </Field>
      )}
      <FormField
        label="Telefon (optional)"
        name={fields.phone}
        type="tel"
        defaultValue={initial?.Phone ?? ''}
      />
    </>
  );
}
