import { type FormEvent, useState } from 'react';
import { useChangePasswordMutation } from '../hooks/use-change-password-mutation';
import { passwordLengthError } from '../password-strength.util';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { NewPasswordField } from './new-password-field';

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const mutation = useChangePasswordMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = String(new FormData(event.currentTarget).get('currentPassword') ?? '');
    const problem = passwordLengthError(password);
    setError(problem);
    if (problem) return;
    mutation.mutate({ ...(hasPassword && { CurrentPassword: current }), NewPassword: password });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Kennwort ändern">
      <h2>Kennwort</h2>
      {hasPassword && (
        <FormField
          label="Aktuelles Kennwort"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
      )}
      <NewPasswordField
        label="Neues Kennwort"
        name="newPassword"
        value={password}
        onChange={setPassword}
        error={error}
      />
      <MutationFeedback isError={mutation.isError} error={mutation.error} success={mutation.data?.Message} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Kennwort ändern
      </button>
    </form>
  );
}
