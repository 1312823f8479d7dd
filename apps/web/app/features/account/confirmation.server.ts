import { confirmEmailChange, confirmNotifications, confirmRequest } from '@fuel/api-client';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import { apiBaseUrl } from '../api/api-base-url';
import type { ConfirmationKind } from './confirmation-prompts.constant';
import { type ConfirmationResult, INVALID_LINK, confirmationResult } from './confirmation-result.util';

const CALLS = {
  request: confirmRequest,
  emailChange: confirmEmailChange,
  notifications: confirmNotifications,
} as const satisfies Record<ConfirmationKind, unknown>;

function isWellFormed(token: string | null | undefined): token is string {
  return token != null && SECRET_TOKEN_PATTERN.test(token);
}

/** The token of a link that carries it as `?token=`. */
export function queryToken(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

/**
 * The GET of a mail link, which never spends the token: mail scanners and link previews fetch every link of
 * a mail, so the token is used only by the page's button (a POST). A malformed token is answered at once.
 */
export function linkProblem(token: string | null | undefined): ConfirmationResult | null {
  return isWellFormed(token) ? null : INVALID_LINK;
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
    return confirmationResult(await CALLS[kind]({ baseUrl: apiBaseUrl(), body: { Token: token } }));
  } catch {
    return confirmationResult({ error: {} });
  }
}
