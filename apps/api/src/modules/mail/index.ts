/**
 * The mail module's public surface: the outbox (the only way to send mail, inside the caller's
 * transaction), the mail types and the layout helpers other modules write their mails with.
 */
export { MailModule } from './mail.module.js';
export { MailOutbox } from './mail-outbox.service.js';
export type { OutgoingMail } from './mail.types.js';
export { DeferredMails, type DeferredMailRequest } from './deferred-mails.js';
export { AccountMails, greeting } from './templates/account-mails.js';
export { LeadMails, type LeadConfirmMailInput } from './templates/lead-mails.js';
export {
  type MailRow,
  type MailSection,
  MailSites,
  type SiteMailContext,
  composeMail,
} from './templates/mail-layout.js';
