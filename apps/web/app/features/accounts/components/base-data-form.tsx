import type { AccountUserOutput } from '@fuel/api-client';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { requiredError } from '../account-validation.util';
import { usePersonalDataMutation } from '../hooks/use-personal-data-mutation';
import { titleValues } from '../title-values.util';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { TitleSelects } from './title-selects';

/** Name, titles, company and phone. */
export function BaseDataForm({ user }: { user: AccountUserOutput }) {
  const mutation = usePersonalDataMutation();
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next = {
      firstName: requiredError(text('firstName'), 'Ihren Vornamen'),
      lastName: requiredError(text('lastName'), 'Ihren Nachnamen'),
    };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    mutation.mutate(
      {
        ...titleValues(form),
        FirstName: text('firstName'),
        LastName: text('lastName'),
        Company: text('company') || null,
        Phone: text('phone') || null,
      },
      { onSuccess: () => void revalidate() },
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Persönliche Daten">
      <h2>Name und Kontakt</h2>
      <TitleSelects initial={user} />
      <FormField
        label="Vorname"
        name="firstName"
        defaultValue={user.FirstName ?? ''}
        error={errors.firstName}
      />
      <FormField
        label="Nachname"
        name="lastName"
        defaultValue={user.LastName ?? ''}
        error={errors.lastName}
      />
      <FormField label="Firma (optional)" name="company" defaultValue={user.Company ?? ''} />
      <FormField label="Telefon (optional)" name="phone" type="tel" defaultValue={user.Phone ?? ''} />
      <MutationFeedback
        isError={mutation.isError}
        error={mutation.error}
        success={mutation.isSuccess ? 'Ihre Daten wurden gespeichert.' : undefined}
      />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Speichern
      </button>
    </form>
  );
}
