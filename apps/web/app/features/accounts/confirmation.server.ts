import {
  type TokenStatusInput,
  checkTokenStatus,
  claimGuestOrders,
  confirmEmailChange,
  confirmNotifications,
  confirmRequest,
} from '@fuel/api-client';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import type { ApiClient } from '../../lib/api/api-client';
import type { ConfirmationKind } from './confirmation-prompts.constant';
import {
  type ConfirmationResult,
  INVALID_LINK,
  confirmationResult,
  linkSignInResult,
  linkStatusResult,
} from './confirmation-result.util';
import { fieldMessageOf } from '../../lib/errors/api-error.util';
import { newPasswordErrors } from './password-strength.util';

const LINKS = {
  request: { confirm: confirmRequest, purpose: 'confirm-request' },
  emailChange: { confirm: confirmEmailChange, purpose: 'confirm-email-change' },
  notifications: { confirm: confirmNotifications, purpose: 'confirm-notifications' },
} as const satisfies Record<ConfirmationKind, { confirm: unknown; purpose: TokenStatusInput['Purpose'] }>;

/** A slow check must not hold the page up: without an answer the button is shown. */
const CHECK_TIMEOUT_MS = 3000;

function isWellFormed(token: string | null | undefined): token is string {
  return token != null && SECRET_TOKEN_PATTERN.test(token);
}

/** The token of a link that carries it as `?token=`. */
export function queryToken(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

/**
 * The GET of a mail link, which never spends the token: mail scanners and link previews fetch every link of
 * a mail, so the token is used only by the page's button (a POST). A malformed, used, expired or unknown link
 * is answered at once; when the API cannot tell (down, slow, limited), the button decides.
 */
export function linkProblem(
  api: ApiClient,
  kind: ConfirmationKind,
  token: string | null | undefined,
): Promise<ConfirmationResult | null> {
  return tokenProblem(api, LINKS[kind].purpose, token);
}

/** The same check for any e-mail link, such as the password reset page before its form. */
export async function tokenProblem(
  api: ApiClient,
  purpose: TokenStatusInput['Purpose'],
  token: string | null | undefined,
): Promise<ConfirmationResult | null> {
  if (!isWellFormed(token)) return INVALID_LINK;
  try {
    const { data } = await checkTokenStatus({
      client: api,
      body: { Purpose: purpose, Token: token },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return data ? linkStatusResult(data.Status) : null;
  } catch {
    return null;
  }
}

/**
 * The button's post: spends the token with the API. Only the token goes along, no cookie or session, so a
 * forged cross-site post would need the token itself (the rating page's form works the same way).
 */
export async function confirmToken(
  api: ApiClient,
  kind: ConfirmationKind,
  token: string | null | undefined,
): Promise<ConfirmationResult> {
  if (!isWellFormed(token)) return INVALID_LINK;
  try {
    return confirmationResult(await LINKS[kind].confirm({ client: api, body: { Token: token } }));
  } catch {
    return confirmationResult({ error: {} });
  }
}

/** A link's result and the session cookies the API set with it, for the browser. */
export interface SignedInLinkResult {
  readonly result: ConfirmationResult;
  readonly headers: Headers;
}

/** The session cookies of an API answer, to be set on this site's response (the browser's origin). */
function sessionCookies(response: Response | undefined): Headers {
  const headers = new Headers();
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * The confirm-request button's post: the link proves the mailbox, so the API signs the account in; its
 * cookies go on to the browser, and the page leads back to where the registration came from.
 */
export async function confirmRequestSigningIn(
  api: ApiClient,
  token: string | null | undefined,
): Promise<SignedInLinkResult> {
  if (!isWellFormed(token)) return { result: INVALID_LINK, headers: new Headers() };
  try {
    const outcome = await confirmRequest({ client: api, body: { Token: token } });
    if (outcome.data && outcome.error === undefined) {
      return { result: linkSignInResult(outcome.data), headers: sessionCookies(outcome.response) };
    }
    return { result: confirmationResult(outcome), headers: new Headers() };
  } catch {
    return { result: confirmationResult({ error: {} }), headers: new Headers() };
  }
}

/** What the claim page's form post came to: field errors (form again) or the result. */
export type ClaimOutcome =
  | { readonly kind: 'form'; readonly errors: { password?: string; repeat?: string } }
  | { readonly kind: 'result'; readonly result: ConfirmationResult };

/**
 * The claim-guest form's post: sets the password with the link, which moves the guest orders into the
 * account and signs in. A refused password (the API's policy) shows the form again; the link stays usable.
 */
export async function claimGuestOrdersWith(
  api: ApiClient,
  token: string | null | undefined,
  form: FormData,
): Promise<{ outcome: ClaimOutcome; headers: Headers }> {
  const none = new Headers();
  if (!isWellFormed(token)) return { outcome: { kind: 'result', result: INVALID_LINK }, headers: none };
  const password = String(form.get('password') ?? '');
  const repeat = String(form.get('repeat') ?? '');
  const errors = newPasswordErrors(password, repeat);
  if (errors.password || errors.repeat) return { outcome: { kind: 'form', errors }, headers: none };
  try {
    const outcome = await claimGuestOrders({
      client: api,
      body: { Token: token, Password: password },
    });
    if (outcome.data && outcome.error === undefined) {
      return {
        outcome: { kind: 'result', result: linkSignInResult(outcome.data) },
        headers: sessionCookies(outcome.response),
      };
    }
    const fieldError = fieldMessageOf(outcome.error, 'Password');
    if (fieldError) return { outcome: { kind: 'form', errors: { password: fieldError } }, headers: none };
    return { outcome: { kind: 'result', result: confirmationResult(outcome) }, headers: none };
  } catch {
    return { outcome: { kind: 'result', result: confirmationResult({ error: {} }) }, headers: none };
  }
}
