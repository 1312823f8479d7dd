import { type FormEvent, useState } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { registrationErrors } from '../account-validation.util';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { redirectAfterLogin } from '../login-redirect.util';
import { useKeptRegistration } from '../hooks/use-kept-registration';
import { useRegisterMutation } from '../hooks/use-register-mutation';
import type { SignInPageData } from '../sign-in-page.util';
import { titleValues } from '../title-values.util';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { NewPasswordField } from './new-password-field';
import { TitleSelects } from './title-selects';

export function RegisterForm({ page }: { page: SignInPageData }) {
  const site = useSite();
  const mutation = useRegisterMutation();
  const complete = useCompleteSignIn(page);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [password, setPassword] = useState('');
  /** The answer of a customer registration: a mail is on its way, nobody is signed in yet. */
  const [mailed, setMailed] = useState<string | null>(null);
  const forOrder = page.productGroup !== undefined;
  const kept = page.registration?.AuthData;
  const keepDraft = useKeptRegistration(forOrder);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? '').trim(),
      password,
      firstName: String(form.get('firstName') ?? '').trim(),
      lastName: String(form.get('lastName') ?? '').trim(),
    };
    const next = registrationErrors(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate(
      {
        EmailAddress: values.email,
        ...(values.password && { Password: values.password }),
        ...titleValues(form),
        FirstName: values.firstName,
        LastName: values.lastName,
        ForOrder: forOrder,
        AsGuest: forOrder && form.get('guest') === 'true',
        CountryId: site.countryId,
        // Where the confirmation link leads back to, e.g. the order.
        ReturnUrl: redirectAfterLogin({ basePath: site.basePath, ...page }),
      },
      {
        onSuccess: (result) => {
          // Only a guest checkout is signed in at once; an account waits for the link in the mail.
          if (result.Token) complete({ success: true, token: result.Token, redirectUrl: null });
          else setMailed(result.Message);
        },
      },
    );
  }

  if (mailed) {
    return (
      <div className="confirmation" data-state="mailed" role="status">
        <h2>Bitte bestätigen Sie Ihre E-Mail-Adresse</h2>
        <p>{mailed}</p>
        <p>Sie finden die E-Mail nicht? Bitte sehen Sie auch im Spam-Ordner nach.</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onChange={(event) => keepDraft(event.currentTarget)}
      aria-label="Registrieren"
    >
      <FormField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={kept?.EmailAddress ?? ''}
        error={errors.email}
      />
      <NewPasswordField
        label="Kennwort (optional)"
        name="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        emptyHint="Mindestens 8 Zeichen. Ohne Kennwort senden wir Ihnen einen Link zum Festlegen."
      />
      <TitleSelects />
      <FormField
        label="Vorname"
        name="firstName"
        autoComplete="given-name"
        defaultValue={kept?.FirstName ?? ''}
        error={errors.firstName}
      />
      <FormField
        label="Nachname"
        name="lastName"
        autoComplete="family-name"
        defaultValue={kept?.LastName ?? ''}
        error={errors.lastName}
      />
      {forOrder && (
        <label className="checkbox">
          <input type="checkbox" name="guest" value="true" defaultChecked={kept?.AsGuest ?? page.guest} /> Als
          Gast bestellen
        </label>
      )}
      <MutationFeedback
        isError={mutation.isError}
        error={mutation.error}
        fallback="Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut."
      />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Registrieren
      </button>
    </form>
  );
}
