import {
  type TokenStatusInput,
  checkTokenStatus,
  confirmEmailChange,
  confirmNotifications,
  confirmRequest,
} from '@fuel/api-client';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import { apiBaseUrl } from '../api/api-base-url';
import type { ConfirmationKind } from './confirmation-prompts.constant';
import {
  type ConfirmationResult,
  INVALID_LINK,
  confirmationResult,
  linkStatusResult,
} from './confirmation-result.util';

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
  kind: ConfirmationKind,
  token: string | null | undefined,
): Promise<ConfirmationResult | null> {
  return tokenProblem(LINKS[kind].purpose, token);
}

/** The same check for any e-mail link, such as the password reset page before its form. */
export async function tokenProblem(
  purpose: TokenStatusInput['Purpose'],
  token: string | null | undefined,
): Promise<ConfirmationResult | null> {
  if (!isWellFormed(token)) return INVALID_LINK;
  try {
    const { data } = await checkTokenStatus({
      baseUrl: apiBaseUrl(),
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
  kind: ConfirmationKind,
  token: string | null | undefined,
): Promise<ConfirmationResult> {
  if (!isWellFormed(token)) return INVALID_LINK;
  try {
    return confirmationResult(await LINKS[kind].confirm({ baseUrl: apiBaseUrl(), body: { Token: token } }));
  } catch {
    return confirmationResult({ error: {} });
  }
}
