import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import { confirmationResult, resetLinkResult } from '../confirmation-result.util';
import { useSetPasswordMutation } from '../hooks/use-set-password-mutation';
import { newPasswordErrors } from '../password-strength.util';
import { ConfirmationMessage } from './confirmation-message';
import { NewPasswordPair } from './new-password-pair';

/** The new password of a reset link; a used or expired link says so after submitting. */
export function SetPasswordForm({ token }: { token: string }) {
  const site = useSite();
  const mutation = useSetPasswordMutation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const repeat = String(new FormData(event.currentTarget).get('repeat') ?? '');
    const next = newPasswordErrors(password, repeat);
    setErrors(next);
    if (next.password || next.repeat) return;
    mutation.mutate({ Token: token, Password: password });
  }

  if (mutation.isSuccess) {
    return (
      <div className="confirmation" data-state="confirmed">
        <h1>Ihr Kennwort wurde geändert</h1>
        <p>{mutation.data.Message}</p>
        <Link to={siteHref(site, ACCOUNT_PATHS.signIn)} className="button">
          Zur Anmeldung
        </Link>
      </div>
    );
  }
  const failure = mutation.isError
    ? resetLinkResult(confirmationResult({ error: mutation.error }))
    : undefined;
  if (failure && failure.state !== 'failed') return <ConfirmationMessage result={failure} />;

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Neues Kennwort setzen">
      <h1>Neues Kennwort setzen</h1>
      <NewPasswordPair password={password} onPasswordChange={setPassword} errors={errors} />
      {mutation.isError && (
        <p className="form-error" role="alert">
          {failure?.message}
        </p>
      )}
      <button type="submit" className="button" disabled={mutation.isPending}>
        Kennwort speichern
      </button>
    </form>
  );
}
