/** A lead whose transfer failed this often is given up (status failed, audited) for a person to look at. */
export const MAX_TRANSFER_ATTEMPTS = 8;
/** How long a claimed transfer belongs to one worker; a worker that died mid-call frees it after this. */
export const TRANSFER_LEASE_SECONDS = 5 * 60;

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats until the attempts run out. */
const RETRY_DELAY_MINUTES = [1, 5, 30, 120, 720] as const;

export function transferRetryDelayMinutes(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAY_MINUTES.length) - 1;
  return RETRY_DELAY_MINUTES[index] ?? 720;
}

export type TransferOutcome =
  { readonly status: 'pending'; readonly nextAt: Date } | { readonly status: 'failed' };

/** What happens to a lead after a failed transfer; `attempts` already counts this one. */
export function afterFailedTransfer(attempts: number, now: Date): TransferOutcome {
  if (attempts >= MAX_TRANSFER_ATTEMPTS) return { status: 'failed' };
  return {
    status: 'pending',
    nextAt: new Date(now.getTime() + transferRetryDelayMinutes(attempts) * 60_000),
  };
}
