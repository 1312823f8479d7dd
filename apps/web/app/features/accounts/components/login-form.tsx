import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { emailError, requiredError } from '../account-validation.util';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSignInMutation } from '../hooks/use-sign-in-mutation';
import type { SignInPageData } from '../sign-in-page.util';
import { ForgotPassword } from './forgot-password';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';

export function LoginForm({ page }: { page: SignInPageData }) {
  const mutation = useSignInMutation();
  const complete = useCompleteSignIn(page);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const next = { email: emailError(email), password: requiredError(password, 'Ihr Kennwort') };
    setErrors(next);
    if (next.email || next.password) return;
    mutation.mutate({ UserName: email.trim(), Password: password }, { onSuccess: complete });
  }

  return (
    <>
      <form method="post" noValidate onSubmit={submit} aria-label="Anmelden">
        <FormField
          label="E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="username"
          error={errors.email}
        />
        <FormField
          label="Kennwort"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <MutationFeedback
          isError={mutation.isError}
          error={mutation.error}
          fallback="Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut."
        />
        <button type="submit" className="button" disabled={mutation.isPending}>
          Anmelden
        </button>
      </form>
      <ForgotPassword />
    </>
  );
}
