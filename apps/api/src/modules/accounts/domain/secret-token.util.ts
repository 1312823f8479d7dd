import { createHash, randomBytes } from 'node:crypto';

/**
 * 32 random bytes, URL-safe, so 43 characters (`SECRET_TOKEN_PATTERN` of @fuel/domain): refresh tokens, e-mail
 * links, registration sessions.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: a stolen table does not yield usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
