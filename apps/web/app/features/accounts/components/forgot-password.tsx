import { Form } from 'react-router';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';

/**
 * 'Kennwort vergessen?' under the sign-in form: asks for the e-mail address and sends the reset link. A
 * disclosure element, so it opens without JavaScript; it stays open with the answer after posting.
 */
export function ForgotPassword() {
  const { result, pending } = useAccountForm('forgot-password');
  return (
    <details className="forgot-password" open={result !== undefined}>
      <summary className="forgot-password__toggle">Kennwort vergessen?</summary>
      <Form method="post" noValidate aria-label="Kennwort vergessen" className="account-form">
        <p>
          Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein
          neues Kennwort festlegen.
        </p>
        <FormField
          label="E-Mail-Adresse des Kontos"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.values?.email}
          error={result?.errors?.email}
        />
        <AccountFormMessage result={result} />
        <button
          type="submit"
          name="intent"
          value="forgot-password"
          className="button button--secondary"
          disabled={pending}
        >
          Link anfordern
        </button>
      </Form>
    </details>
  );
}
