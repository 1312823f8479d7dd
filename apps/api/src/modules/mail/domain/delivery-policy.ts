/** A mail that failed this often is given up (status failed) and needs a person to look at it. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long a claimed mail belongs to one worker; a worker that died mid-send frees it after this. */
export const DELIVERY_LEASE_SECONDS = 120;

const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3_600;

/** Exponential backoff after the n-th failed attempt: 30 s, 60 s, 120 s … at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  const exponent = Math.max(failedAttempts - 1, 0);
  return Math.min(FIRST_RETRY_SECONDS * 2 ** exponent, MAX_RETRY_SECONDS);
}

export type DeliveryOutcome =
  { status: 'sent' } | { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };

/** What happens to a mail after an attempt; `attempts` already counts this one. */
export function afterAttempt(succeeded: boolean, attempts: number, now: Date): DeliveryOutcome {
  if (succeeded) return { status: 'sent' };
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000) };
}
