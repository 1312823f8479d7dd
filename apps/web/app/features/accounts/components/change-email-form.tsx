import { type FormEvent, useState } from 'react';
import { emailError } from '../account-validation.util';
import { useChangeEmailMutation } from '../hooks/use-change-email-mutation';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';

/** A new address is confirmed by a link sent to it. */
export function ChangeEmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const mutation = useChangeEmailMutation();
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = String(form.get('newEmail') ?? '').trim();
    const problem = emailError(next);
    setError(problem);
    if (problem) return;
    const password = String(form.get('password') ?? '');
    mutation.mutate({ NewEmailAddress: next, ...(hasPassword && { Password: password }) });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="E-Mail-Adresse ändern">
      <h2>E-Mail-Adresse</h2>
      <p>Aktuell: {email}</p>
      <FormField
        label="Neue E-Mail-Adresse"
        name="newEmail"
        type="email"
        autoComplete="email"
        error={error}
      />
      {hasPassword && (
        <FormField label="Kennwort" name="password" type="password" autoComplete="current-password" />
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} success={mutation.data?.Message} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Bestätigungslink senden
      </button>
    </form>
  );
}
