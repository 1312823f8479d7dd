import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '../../../ui';
import { FormField } from '../../../ui/forms/form-field';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';
import { NewPasswordField } from './new-password-field';

/** Posted to the page's action (works without JavaScript); passwords are never filled in again. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { result, pending } = useAccountForm('change-password');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // With JavaScript the page is not reloaded: a changed password leaves no password in the fields.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.success) setPassword('');
  }
  useEffect(() => {
    if (result?.success) form.current?.reset();
  }, [result]);
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      aria-label="Kennwort ändern"
      className="account-form account-section"
    >
      <h2>Kennwort</h2>
      {hasPassword && (
        <FormField
          label="Aktuelles Kennwort"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <NewPasswordField
        label="Neues Kennwort"
        name="newPassword"
        value={password}
        onChange={setPassword}
        error={result?.errors?.newPassword}
      />
      <AccountFormMessage result={result} />
      <Button
        type="submit"
        name="intent"
        value="change-password"
        loading={pending}
        loadingText="Wird geändert …"
      >
        Kennwort ändern
      </Button>
    </Form>
  );
}
