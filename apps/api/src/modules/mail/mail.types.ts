import type { CountryCode } from '@fuel/domain/common';

/** A rendered mail ready for the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for support and statistics. */
  template: string;
  site: CountryCode;
  /** Enqueuing the same key again keeps the first mail only. */
  dedupeKey?: string;
}
