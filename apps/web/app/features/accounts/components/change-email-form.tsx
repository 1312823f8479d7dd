import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';

/** A new address is confirmed by a link sent to it; posted to the page's action (works without JavaScript). */
export function ChangeEmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { result, pending } = useAccountForm('change-email');
  return (
    <Form
      method="post"
      noValidate
      aria-label="E-Mail-Adresse ändern"
      className="account-form account-section"
    >
      <h2>E-Mail-Adresse</h2>
      <p>Aktuell: {email}</p>
      <FormField
        label="Neue E-Mail-Adresse"
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.newEmail}
        error={result?.errors?.newEmail}
      />
      {hasPassword && (
        <FormField label="Kennwort" name="password" type="password" autoComplete="current-password" />
      )}
      <AccountFormMessage result={result} />
      <Button
        type="submit"
        name="intent"
        value="change-email"
        loading={pending}
        loadingText="Wird gesendet …"
      >
        Bestätigungslink senden
      </Button>
    </Form>
  );
}
