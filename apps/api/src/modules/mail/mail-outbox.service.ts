import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../core/jobs/job-queue.service.js';
import type { DeferredMailRequest } from './deferred-mails.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MAIL_DELIVERY_JOB } from './mail-worker.service.js';
import type { OutgoingMail } from './mail.types.js';

/**
 * The only way to send mail: the row is written in the caller's transaction (TransactionRunner), so a mail
 * exists exactly when the change that causes it was committed; the worker delivers it afterwards.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly repository: MailOutboxRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Returns the outbox id, or undefined when the dedupe key was already used. */
  enqueue(mail: OutgoingMail): Promise<number | undefined> {
    return this.deliverLater(this.repository.insert(mail));
  }

  /**
   * Queues a request that the worker turns into a mail, or drops, when it delivers it (DeferredMails): the
   * producer does the same work whatever the answer will be. Until then the row carries the payload as JSON
   * in `text`.
   */
  enqueueDeferred(request: DeferredMailRequest): Promise<number | undefined> {
    return this.deliverLater(
      this.repository.insert({
        to: request.to,
        subject: '',
        html: '',
        text: JSON.stringify(request.payload),
        template: request.template,
        site: request.site,
      }),
    );
  }

  /** Sends the delivery job in the mail's transaction (MailWorker), so it exists exactly when the mail does. */
  private async deliverLater(inserted: Promise<number | undefined>): Promise<number | undefined> {
    const id = await inserted;
    if (id !== undefined) await this.jobs.send(MAIL_DELIVERY_JOB, {});
    return id;
  }
}
