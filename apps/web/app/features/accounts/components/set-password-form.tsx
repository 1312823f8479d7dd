import { useState } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Button } from '../../../ui';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import { useAccountForm } from '../hooks/use-account-form';
import type { SetPasswordActionData } from '../account-action.type';
import { AccountFormMessage } from './account-form-message';
import { ConfirmationMessage } from './confirmation-message';
import { NewPasswordPair } from './new-password-pair';

/**
 * The new password of a reset link, posted to the page's action (works without JavaScript); a used or
 * expired link says so after submitting.
 */
export function SetPasswordForm() {
  const site = useSite();
  const { result, pending } = useAccountForm('set-password');
  const linkProblem = useActionData<SetPasswordActionData | undefined>()?.linkProblem;
  const [password, setPassword] = useState('');

  if (result?.success) {
    return (
      <div className="confirmation" data-state="confirmed">
        <h1>Ihr Kennwort wurde geändert</h1>
        <p role="status">{result.success}</p>
        <Button asChild>
          <Link to={siteHref(site, ACCOUNT_PATHS.signIn)}>Zur Anmeldung</Link>
        </Button>
      </div>
    );
  }
  if (linkProblem) return <ConfirmationMessage result={linkProblem} />;

  return (
    <Form method="post" noValidate aria-label="Neues Kennwort setzen" className="account-form">
      <h1>Neues Kennwort setzen</h1>
      <NewPasswordPair password={password} onPasswordChange={setPassword} errors={result?.errors ?? {}} />
      <AccountFormMessage result={result} />
      <Button
        type="submit"
        name="intent"
        value="set-password"
        loading={pending}
        loadingText="Wird gespeichert …"
      >
        Kennwort speichern
      </Button>
    </Form>
  );
}
