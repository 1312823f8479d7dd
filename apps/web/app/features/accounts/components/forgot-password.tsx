import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';
import styles from './forgot-password.module.css';

/**
 * 'Kennwort vergessen?' under the sign-in form: asks for the e-mail address and sends the reset link. A
 * disclosure element, so it opens without JavaScript; it stays open with the answer after posting.
 */
export function ForgotPassword() {
  const { result, pending } = useAccountForm('forgot-password');
  return (
    <details className={styles.details} open={result !== undefined}>
      <summary className={styles.toggle}>Kennwort vergessen?</summary>
      <Form
        method="post"
        noValidate
        aria-label="Kennwort vergessen"
        className={`account-form ${styles.form}`}
      >
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
        <Button
          type="submit"
          name="intent"
          value="forgot-password"
          variant="secondary"
          loading={pending}
          loadingText="Wird angefordert …"
        >
          Link anfordern
        </Button>
      </Form>
    </details>
  );
}
