import type { EmailTokenPurpose } from '@fuel/domain/accounts';

/** How long each kind of e-mail link stays valid. */
export const EMAIL_TOKEN_TTL_SECONDS: Readonly<Record<EmailTokenPurpose, number>> = {
  'confirm-request': 7 * 86_400,
  'confirm-email-change': 86_400,
  'reset-password': 3_600,
  'confirm-notifications': 7 * 86_400,
  'claim-guest': 7 * 86_400,
};

export type EmailTokenState = 'valid' | 'used' | 'expired';

/** What a read-only check of a link may tell: its state, or that no such link exists. */
export type EmailTokenStatus = EmailTokenState | 'unknown';

/** Every kind of e-mail link; a page may check any of them before it uses the token (token-status). */
export const EMAIL_TOKEN_PURPOSES = [
  'confirm-request',
  'confirm-email-change',
  'confirm-notifications',
  'reset-password',
  'claim-guest',
] as const satisfies readonly EmailTokenPurpose[];

/** A used link stays "used" after it expired too, so a second click explains itself. */
export function emailTokenState(token: { usedAt: Date | null; expiresAt: Date }, now: Date): EmailTokenState {
  if (token.usedAt) return 'used';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}
