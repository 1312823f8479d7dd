import type { RateLimit } from '../../../core/auth/rate-limiter.service.js';

const WINDOW_SECONDS = 15 * 60;
/** Wrong passwords for one account from one address per 15 minutes: what a person mistyping meets. */
const PER_ACCOUNT_AND_ADDRESS = 5;
/** Attempts from one client address per 15 minutes, whatever the account (an office behind one address). */
const PER_ADDRESS = 20;
/**
 * Wrong passwords for one account from all addresses together, per hour, before the delay starts: more than
 * the owner's own typos, few enough that a botnet cannot try a list.
 */
const PER_ACCOUNT_FREE = 10;
const PER_ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** Past the free attempts one attempt per delay, 2 s doubling up to 60 s: under 80 guesses an hour. */
const PER_ACCOUNT_BACKOFF = { firstSeconds: 2, capSeconds: 60 };
/** An address the account signed in from stays known this long and skips the account-wide delay. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;
/** Password-reset requests per account per 15 minutes: each one may send a mail. */
const RESETS_PER_ACCOUNT = 5;

export interface SignInLimits {
  /** Mistypes of one person: forgotten after a correct sign-in. */
  readonly accountAndAddress: RateLimit;
  readonly address: RateLimit;
  /** Absent for an address the account signed in from before (a stranger's burst does not delay the owner). */
  readonly account?: RateLimit;
  /** Marks the address as known after a correct sign-in. */
  readonly knownAddressKey: string;
}

/**
 * Password checks for one e-mail from one client address. Keys use the e-mail as typed (lower-cased)
 * whether or not an account exists, so a 429 says nothing about existence.
 */
export function signInLimits(email: string, clientAddress: string, knownAddress: boolean): SignInLimits {
  const account = email.toLowerCase();
  return {
    accountAndAddress: {
      key: `login:account-address:${account}:${clientAddress}`,
      max: PER_ACCOUNT_AND_ADDRESS,
      windowSeconds: WINDOW_SECONDS,
    },
    address: { key: `login:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
    account: knownAddress
      ? undefined
      : {
          key: `login:account:${account}`,
          max: PER_ACCOUNT_FREE,
          windowSeconds: PER_ACCOUNT_WINDOW_SECONDS,
          backoff: PER_ACCOUNT_BACKOFF,
        },
    knownAddressKey: knownAddressKey(account, clientAddress),
  };
}

export function knownAddressKey(email: string, clientAddress: string): string {
  return `login:known:${email.toLowerCase()}:${clientAddress}`;
}

/** The limits of one attempt, in the order RateLimiter.consume counts them. */
export function signInLimitList(limits: SignInLimits): RateLimit[] {
  return [limits.accountAndAddress, limits.address, ...(limits.account ? [limits.account] : [])];
}

/** Every password-reset request counts: each one may send a mail. */
export function passwordResetLimits(email: string, clientAddress: string): RateLimit[] {
  return [
    { key: `reset:account:${email.toLowerCase()}`, max: RESETS_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
    { key: `reset:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
  ];
}

export function registrationLimits(clientAddress: string): RateLimit[] {
  return [{ key: `register:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: WINDOW_SECONDS }];
}

/** Confirmation mails staff resend to one account: one per 5 minutes, a few a day (no mail bombing). */
const CONFIRMATION_RESENDS_PER_ACCOUNT_GAP_SECONDS = 5 * 60;
const CONFIRMATION_RESENDS_PER_ACCOUNT_A_DAY = 5;

/** Counted per account, whoever asks: a burst of clicks or parallel calls sends one mail. */
export function confirmationResendLimits(userId: number): RateLimit[] {
  return [
    {
      key: `confirm-resend:account:${userId}`,
      max: 1,
      windowSeconds: CONFIRMATION_RESENDS_PER_ACCOUNT_GAP_SECONDS,
    },
    {
      key: `confirm-resend:account-day:${userId}`,
      max: CONFIRMATION_RESENDS_PER_ACCOUNT_A_DAY,
      windowSeconds: 24 * 60 * 60,
    },
  ];
}

/** E-mail changes staff start for one account: a few an hour (a typo corrected), never a stream of mails. */
const SUPPORT_EMAIL_CHANGES_PER_ACCOUNT_AN_HOUR = 5;

/** Counted per account, whoever asks: each change mails the old and the new address. */
export function supportEmailChangeLimits(userId: number): RateLimit[] {
  return [
    {
      key: `support-email-change:account:${userId}`,
      max: SUPPORT_EMAIL_CHANGES_PER_ACCOUNT_AN_HOUR,
      windowSeconds: 60 * 60,
    },
  ];
}
