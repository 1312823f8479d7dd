import type { AccountUserOutput } from '@fuel/api-client';
import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';
import { TitleSelects } from './title-selects';

/** Name, titles, company and phone, posted to the page's action (works without JavaScript). */
export function BaseDataForm({ user }: { user: AccountUserOutput }) {
  const { result, pending } = useAccountForm('base-data');
  // After a refused post the typed values, else the stored ones.
  const values = result?.values;
  const initial = values
    ? { Title1: values.title1, Title2: values.title2 }
    : { Title1: user.Title1, Title2: user.Title2 };
  return (
    <Form method="post" noValidate aria-label="Persönliche Daten" className="account-form account-section">
      <h2>Name und Kontakt</h2>
      <TitleSelects key={`${initial.Title1}-${initial.Title2}`} initial={initial} />
      <FormField
        label="Vorname"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={values?.firstName ?? user.FirstName ?? ''}
        error={result?.errors?.firstName}
      />
      <FormField
        label="Nachname"
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={values?.lastName ?? user.LastName ?? ''}
        error={result?.errors?.lastName}
      />
      <FormField
        label="Firma (optional)"
        name="company"
        autoComplete="organization"
        defaultValue={values?.company ?? user.Company ?? ''}
      />
      <FormField
        label="Telefon (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values?.phone ?? user.Phone ?? ''}
      />
      <AccountFormMessage result={result} />
      <Button
        type="submit"
        name="intent"
        value="base-data"
        loading={pending}
        loadingText="Wird gespeichert …"
      >
        Speichern
      </Button>
    </Form>
  );
}
