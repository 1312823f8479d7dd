import type { MailSite } from '@fuel/db';

/** A rendered mail ready for the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for support and statistics. */
  template: string;
  site: MailSite;
  /** Enqueuing the same key again keeps the first mail only. */
  dedupeKey?: string;
}
