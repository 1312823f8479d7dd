import type { RateLimit } from '../../../core/auth/rate-limiter.service.js';

const HOUR_SECONDS = 60 * 60;
/** New leads from one client address per hour: a household sends one, an office behind one address a few. */
const PER_ADDRESS = 10;
/** New leads for one e-mail address per day: a corrected resend, never a mailbox flooded with our mails. */
const PER_EMAIL = 3;

/** The limits of one new lead; a replay of the same request gives its attempt back. */
export function leadRequestLimits(email: string, clientAddress: string): RateLimit[] {
  return [
    { key: `leads:request:address:${clientAddress}`, max: PER_ADDRESS, windowSeconds: HOUR_SECONDS },
    { key: `leads:request:email:${email}`, max: PER_EMAIL, windowSeconds: 24 * HOUR_SECONDS },
  ];
}
