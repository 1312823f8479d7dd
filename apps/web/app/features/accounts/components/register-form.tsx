import { useState } from 'react';
import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { useKeptRegistration } from '../hooks/use-kept-registration';
import type { SignInPageData } from '../sign-in-page.util';
import { AccountFormMessage } from './account-form-message';
import { NewPasswordField } from './new-password-field';
import { TitleSelects } from './title-selects';

/**
 * A customer registration, or within an order the guest checkout (`asGuest`: the same fields without a
 * password, signed in at once). Posts to the page's action, so it works without JavaScript.
 */
export function RegisterForm({ page, asGuest = false }: { page: SignInPageData; asGuest?: boolean }) {
  const intent = asGuest ? 'guest' : 'register';
  const { result, pending } = useAccountForm(intent);
  const [password, setPassword] = useState('');
  const forOrder = page.productGroup !== undefined;
  const keepDraft = useKeptRegistration(forOrder);
  // After a post without JavaScript the typed values come back with the page; else what the API kept.
  const kept = page.registration?.AuthData;
  const values = result?.values ?? {
    email: kept?.EmailAddress ?? '',
    firstName: kept?.FirstName ?? '',
    lastName: kept?.LastName ?? '',
  };

  if (result?.success) {
    return (
      <div className="confirmation" data-state="mailed" role="status">
        <h2>Bitte bestätigen Sie Ihre E-Mail-Adresse</h2>
        <p>{result.success}</p>
        <p>Sie finden die E-Mail nicht? Bitte sehen Sie auch im Spam-Ordner nach.</p>
      </div>
    );
  }

  return (
    <Form
      method="post"
      noValidate
      className="account-form"
      onChange={(event) => keepDraft(event.currentTarget, asGuest)}
      aria-label={asGuest ? 'Als Gast bestellen' : 'Registrieren'}
    >
      <FormField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={result?.errors?.email}
        hint={asGuest ? 'Hierhin senden wir die Bestellbestätigung.' : undefined}
      />
      {!asGuest && (
        <NewPasswordField
          label="Kennwort (optional)"
          name="password"
          value={password}
          onChange={setPassword}
          error={result?.errors?.password}
          emptyHint="Mindestens 8 Zeichen. Ohne Kennwort senden wir Ihnen einen Link zum Festlegen."
        />
      )}
      <TitleSelects initial={{ Title1: values.title1, Title2: values.title2 }} />
      <FormField
        label="Vorname"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={values.firstName}
        error={result?.errors?.firstName}
      />
      <FormField
        label="Nachname"
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={values.lastName}
        error={result?.errors?.lastName}
      />
      <AccountFormMessage result={result} />
      <Button type="submit" name="intent" value={intent} loading={pending} loadingText="Wird gesendet …">
        {asGuest ? 'Weiter als Gast' : 'Registrieren'}
      </Button>
    </Form>
  );
}
