import { Module } from '@nestjs/common';
import { DeferredMails } from './deferred-mails.js';
import { AccountMails } from './templates/account-mails.js';
import { LeadMails } from './templates/lead-mails.js';
import { MailSites } from './templates/mail-layout.js';
import { MailOutboxMetrics } from './mail-outbox.metrics.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailTransport } from './mail-transport.js';
import { MailWorker } from './mail-worker.service.js';

@Module({
  providers: [
    MailOutbox,
    MailOutboxRepository,
    MailOutboxMetrics,
    MailTransport,
    MailWorker,
    MailSites,
    AccountMails,
    LeadMails,
    DeferredMails,
  ],
  exports: [MailOutbox, MailWorker, MailSites, AccountMails, LeadMails, DeferredMails],
})
export class MailModule {}
