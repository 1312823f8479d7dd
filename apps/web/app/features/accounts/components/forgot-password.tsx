import { requestPasswordResetMutation } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import { emailError } from '../account-validation.util';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** The API answers the same whether an account exists or not, and so does the page. */
export const RESET_LINK_SENT =
  'Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Festlegen eines neuen Kennworts geschickt. Der Link ist eine Stunde gültig.';

/** 'Kennwort vergessen?' under the sign-in form: asks for the e-mail address and sends the reset link. */
export function ForgotPassword() {
  const api = useApiClient();
  const site = useSite();
  const mutation = useMutation(requestPasswordResetMutation({ client: api }));
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    mutation.mutate({ body: { EmailAddress: email.trim(), CountryId: site.countryId } });
  }

  if (!open) {
    return (
      <button type="button" className="link-button forgot-password__toggle" onClick={() => setOpen(true)}>
        Kennwort vergessen?
      </button>
    );
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Kennwort vergessen"
      className="forgot-password"
    >
      <h2>Kennwort vergessen?</h2>
      <p>
        Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein
        neues Kennwort festlegen.
      </p>
      <FormField
        label="E-Mail-Adresse des Kontos"
        name="email"
        type="email"
        autoComplete="username"
        error={error}
      />
      <MutationFeedback
        isError={mutation.isError}
        error={mutation.error}
        success={mutation.isSuccess ? RESET_LINK_SENT : undefined}
      />
      <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
        Link anfordern
      </button>
    </form>
  );
}
