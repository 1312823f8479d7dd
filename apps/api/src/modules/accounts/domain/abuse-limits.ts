import type { RateLimit } from '../../../core/auth/rate-limiter.service.js';

const WINDOW_SECONDS = 15 * 60;
const PER_ACCOUNT = 5;
const PER_ADDRESS = 20;

/**
 * Failed sign-ins per account and per client address. Keys use the e-mail as typed (lower-cased) whether or
 * not an account exists, so a 429 says nothing about existence.
 */
export function signInLimits(email: string, clientAddress: string): RateLimit[] {
  return [
    { key: `login:account:${email.toLowerCase()}`, max: PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
    { key: `login:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
  ];
}

/** Every password-reset request counts: each one sends a mail. */
export function passwordResetLimits(email: string, clientAddress: string): RateLimit[] {
  return [
    { key: `reset:account:${email.toLowerCase()}`, max: PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
    { key: `reset:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
  ];
}

export function registrationLimits(clientAddress: string): RateLimit[] {
  return [{ key: `register:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS }];
}
