import type { EmailTokenPurpose } from '@fuel/db';

/** How long each kind of e-mail link stays valid. */
export const EMAIL_TOKEN_TTL_SECONDS: Readonly<Record<EmailTokenPurpose, number>> = {
  'confirm-request': 7 * 86_400,
  'confirm-email-change': 86_400,
  'reset-password': 3_600,
  'confirm-notifications': 7 * 86_400,
};

export type EmailTokenState = 'valid' | 'used' | 'expired';

/** A used link stays "used" after it expired too, so a second click explains itself. */
export function emailTokenState(token: { usedAt: Date | null; expiresAt: Date }, now: Date): EmailTokenState {
  if (token.usedAt) return 'used';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}
