import { register, requestPasswordReset, signIn } from '@fuel/api-client';
import { isSiteReturnPath } from '@fuel/domain';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import {
  failed,
  formSecret,
  formText,
  invalid,
  presentErrors,
  redirectWithSession,
  visitorHeaders,
} from './account-action.server';
import type { AccountActionData } from './account-action.type';
import { emailError, registrationErrors, requiredError } from './account-validation.util';
import { RESET_LINK_SENT } from './forgot-password.constant';
import { redirectAfterLogin } from './login-redirect.util';
import type { SignInPageData } from './sign-in-page.util';
import { titleValues } from './title-values.util';

/** The forms of the sign-in pages, told apart by the submit button's `intent`. */
export const SIGN_IN_INTENTS = ['login', 'register', 'guest', 'forgot-password'] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];

interface SignInActionInput {
  readonly api: ApiClient;
  readonly request: Request;
  /** The validated page (mode, product group, safe ReturnUrl/RedirectUrl). */
  readonly page: SignInPageData;
  readonly site: { readonly basePath: string; readonly countryId: 1 | 2 | 3 };
}

function isIntent(value: string): value is SignInIntent {
  return (SIGN_IN_INTENTS as readonly string[]).includes(value);
}

/**
 * The action of the sign-in pages (standalone and within an order), so signing in, registering, ordering as
 * a guest and requesting a reset link work without JavaScript: each form posts here; a sign-in or a guest
 * checkout redirects as the sign-in rules say (spec 2 §4) with the API's session cookies, a customer
 * registration and a reset request answer with the mail's message, a problem with German messages.
 */
export async function signInAction({ api, request, page, site }: SignInActionInput) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (!isIntent(intent))
    return data<AccountActionData>({ intent, formError: 'Unbekannte Aktion.' }, { status: 400 });
  const headers = visitorHeaders(request);
  const after = redirectAfterLogin({ basePath: site.basePath, ...page });

  if (intent === 'forgot-password') {
    const email = formText(form, 'email');
    const problem = emailError(email);
    if (problem) return invalid(intent, { email: problem }, { email });
    const result = await requestPasswordReset({
      client: api,
      headers,
      body: { EmailAddress: email, CountryId: site.countryId },
    });
    if (result.error !== undefined)
      return failed(intent, result, 'Der Link konnte nicht gesendet werden.', { email });
    return { intent, success: RESET_LINK_SENT } satisfies AccountActionData;
  }

  if (intent === 'login') {
    const email = formText(form, 'email');
    const password = formSecret(form, 'password');
    const errors = presentErrors({
      email: emailError(email),
      password: requiredError(password, 'Ihr Kennwort'),
    });
    if (Object.keys(errors).length > 0) return invalid(intent, errors, { email });
    const result = await signIn({ client: api, headers, body: { UserName: email, Password: password } });
    if (!result.data) {
      return failed(intent, result, 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.', {
        email,
      });
    }
    // Dealers go to their portal (the API's redirectUrl), everybody else per the sign-in rules.
    const target = isSiteReturnPath(result.data.redirectUrl)
      ? `${site.basePath}${result.data.redirectUrl}`
      : after;
    return redirectWithSession(target, result);
  }

  // Registration, or a guest checkout (only within an order): the same form fields, a guest has no password.
  const asGuest = intent === 'guest';
  if (asGuest && !page.productGroup)
    return data<AccountActionData>(
      { intent, formError: 'Als Gast bestellen ist nur im Bestellablauf möglich.' },
      { status: 400 },
    );
  const values = {
    email: formText(form, 'email'),
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    title1: formText(form, 'title1'),
    title2: formText(form, 'title2'),
  };
  const password = asGuest ? '' : formSecret(form, 'password');
  const errors = registrationErrors({ ...values, password });
  if (Object.keys(errors).length > 0) return invalid(intent, errors, values);
  const result = await register({
    client: api,
    headers,
    body: {
      EmailAddress: values.email,
      ...(password && { Password: password }),
      ...titleValues(form),
      FirstName: values.firstName,
      LastName: values.lastName,
      ForOrder: page.productGroup !== undefined,
      AsGuest: asGuest,
      CountryId: site.countryId,
      // Where the confirmation link leads back to, e.g. the order.
      ReturnUrl: after,
    },
  });
  if (!result.data) {
    return failed(
      intent,
      result,
      'Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      values,
    );
  }
  // Only a guest checkout is signed in at once; an account waits for the link in the mail.
  if (result.data.Token) return redirectWithSession(after, result);
  return { intent, success: result.data.Message, values } satisfies AccountActionData;
}
