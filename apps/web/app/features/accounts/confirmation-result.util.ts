import type { LinkSignInOutput, TokenStatusOutput } from '@fuel/api-client';
import { type ErrorCode, isSiteReturnPath } from '@fuel/domain';
import { errorCodeOf } from '../../lib/errors/api-error.util';
import { ACCOUNT_PATHS } from './account-paths.constant';

export type ConfirmationState = 'confirmed' | 'used' | 'expired' | 'invalid' | 'failed';

/** A way on from a result; loaded as a whole page, so a session the link started is read from its cookies. */
export interface ResultLink {
  readonly href: string;
  readonly label: string;
  /** A path of the site (prefixed with its base path when shown), not a full path of this host. */
  readonly onSite?: boolean;
}

export interface ConfirmationResult {
  readonly state: ConfirmationState;
  readonly headline: string;
  readonly message: string;
  /** Instead of the way to the home page. */
  readonly links?: readonly ResultLink[];
  /** The access token of the session the link started: the page's header shows the visitor signed in at once. */
  readonly signedInToken?: string;
}

const HEADLINES: Record<ConfirmationState, string> = {
  confirmed: 'Vielen Dank!',
  used: 'Dieser Link wurde bereits verwendet',
  expired: 'Dieser Link ist abgelaufen',
  invalid: 'Dieser Link ist ungültig',
  failed: 'Da ist leider etwas schiefgelaufen...',
};

const MESSAGES: Record<ConfirmationState, string> = {
  confirmed: 'Ihre Bestätigung ist bei uns eingegangen.',
  used: 'Die Bestätigung wurde bereits durchgeführt. Sie müssen nichts weiter tun.',
  expired: 'Bitte fordern Sie einen neuen Link an.',
  invalid: 'Bitte prüfen Sie, ob Sie den Link vollständig aus der E-Mail übernommen haben.',
  failed: 'Bitte versuchen Sie es später noch einmal.',
};

/** A used password reset link: the password was set with it, a further change needs a new link. */
export const USED_RESET_LINK_MESSAGE =
  'Mit diesem Link wurde bereits ein neues Kennwort gesetzt. Für eine weitere Änderung fordern Sie bitte einen neuen Link an.';

/** The result of a password reset link, whether found used on opening or on submitting the new password. */
export function resetLinkResult(result: ConfirmationResult): ConfirmationResult {
  return result.state === 'used' ? { ...result, message: USED_RESET_LINK_MESSAGE } : result;
}

const STATE_BY_CODE: Readonly<Partial<Record<ErrorCode, ConfirmationState>>> = {
  TOKEN_USED: 'used',
  TOKEN_EXPIRED: 'expired',
  TOKEN_INVALID: 'invalid',
};

/** The page text of a confirmation call: the API's message on success, else by the error code. */
export function confirmationResult(outcome: {
  data?: { Message?: string };
  error?: unknown;
  response?: { status: number };
}): ConfirmationResult {
  if (outcome.error === undefined && outcome.data) {
    return {
      state: 'confirmed',
      headline: HEADLINES.confirmed,
      message: outcome.data.Message || MESSAGES.confirmed,
    };
  }
  const code = errorCodeOf(outcome.error);
  // A malformed token fails validation (400) before it is looked up.
  const status = outcome.response?.status;
  return resultOf((code && STATE_BY_CODE[code]) ?? (status === 400 || status === 404 ? 'invalid' : 'failed'));
}

function resultOf(state: ConfirmationState): ConfirmationResult {
  return { state, headline: HEADLINES[state], message: MESSAGES[state] };
}

/** A link without a token or with a malformed one. */
export const INVALID_LINK = resultOf('invalid');

const STATE_BY_STATUS: Readonly<Record<TokenStatusOutput['Status'], ConfirmationState | null>> = {
  valid: null,
  used: 'used',
  expired: 'expired',
  unknown: 'invalid',
};

/** The page text of a link checked when it is opened; none while it is valid (the button is shown). */
export function linkStatusResult(status: TokenStatusOutput['Status']): ConfirmationResult | null {
  const state = STATE_BY_STATUS[status];
  return state ? resultOf(state) : null;
}

/**
 * The result of a link that signed its opener in (confirm request, claim guest orders): on to where the
 * registration came from (an order) or the customer area, and to setting a password where there is none.
 */
export function linkSignInResult(data: LinkSignInOutput): ConfirmationResult {
  const result = { state: 'confirmed', headline: HEADLINES.confirmed, message: data.Message } as const;
  if (!data.Token) return result;
  const onward: ResultLink = isSiteReturnPath(data.ReturnUrl)
    ? { href: data.ReturnUrl, label: 'Weiter' }
    : { href: ACCOUNT_PATHS.customerHome, label: 'Zu Ihrem Kundenkonto', onSite: true };
  const setPassword: ResultLink[] = data.HasPassword
    ? []
    : [{ href: ACCOUNT_PATHS.baseData, label: 'Kennwort festlegen', onSite: true }];
  return { ...result, links: [onward, ...setPassword], signedInToken: data.Token };
}
