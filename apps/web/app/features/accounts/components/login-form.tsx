import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';
import { ForgotPassword } from './forgot-password';

/** E-mail and password, posted to the page's action (works without JavaScript). */
export function LoginForm() {
  const { result, pending } = useAccountForm('login');
  return (
    <>
      <Form method="post" noValidate aria-label="Anmelden" className="account-form">
        <FormField
          label="E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.values?.email}
          error={result?.errors?.email}
        />
        <FormField
          label="Kennwort"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.errors?.password}
        />
        <AccountFormMessage result={result} />
        <Button type="submit" name="intent" value="login" loading={pending} loadingText="Anmeldung läuft …">
          Anmelden
        </Button>
      </Form>
      <ForgotPassword />
    </>
  );
}
