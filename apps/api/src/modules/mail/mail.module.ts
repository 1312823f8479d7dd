import { Module } from '@nestjs/common';
import { AccountMails } from './templates/account-mails.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailTransport } from './mail-transport.js';
import { MailWorker } from './mail-worker.service.js';

@Module({
  providers: [MailOutbox, MailOutboxRepository, MailTransport, MailWorker, AccountMails],
  exports: [MailOutbox, MailWorker, AccountMails],
})
export class MailModule {}
