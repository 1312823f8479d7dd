import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import type { NoJobData } from '../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../core/jobs/job-queue.service.js';
import { DeferredMails } from './deferred-mails.js';
import { DELIVERY_LEASE_SECONDS, afterAttempt } from './domain/delivery-policy.js';
import { MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.js';
import { MailTransport } from './mail-transport.js';

const BATCH_SIZE = 20;

/** Delivers the due mails of the outbox; sent with each mail, when a retry comes due, and every minute. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

declare module '../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [MAIL_DELIVERY_JOB]: NoJobData;
  }
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Deferred requests with nothing to send (e.g. a password reset for an address without an account). */
  dropped: number;
}

/**
 * Delivers the outbox as the `mail.deliver` job: each run claims the due mails (lease + SKIP LOCKED, so runs
 * in several API processes share the work) and records each result. The job is sent with every mail, in the
 * mail's transaction (MailOutbox), so a new mail goes out within MAIL_WORKER_INTERVAL_MS; a failed mail's own
 * backoff (delivery-policy) sends the job for the time its retry comes due, and a run every minute picks up
 * whatever was missed (a lease that ran out, a mail from a process without the queue). A mail marked sent is
 * never claimed again, so a restart never sends twice; only a crash between the SMTP answer and the mark can
 * repeat a mail.
 */
@Injectable()
export class MailWorker implements OnModuleInit {
  private readonly logger = new Logger(MailWorker.name);
  private running: Promise<DeliveryReport> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly deferred: DeferredMails,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: MAIL_DELIVERY_JOB,
      handler: () => this.deliverDue(),
      schedule: { cron: '* * * * *' },
      // A failed run is the database's failure (SMTP errors are the mails' own retries): try again soon.
      retry: { limit: 5, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 },
      timeoutSeconds: 5 * 60,
      pollingIntervalSeconds: this.config.mailWorkerIntervalMs / 1000,
    });
  }

  /** One run over the due mails; runs of one process never overlap. `now` lets tests skip the backoff. */
  deliverDue(now: Date = new Date()): Promise<DeliveryReport> {
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000);
    const claimed = await this.repository.claimDue(now, leaseUntil, BATCH_SIZE);
    for (const mail of claimed) report[await this.deliver(mail, now)] += 1;
    return report;
  }

  private async deliver(mail: OutboxRow, now: Date): Promise<keyof DeliveryReport> {
    try {
      // A deferred request is written now; a failed send retries the written mail, not the request.
      const renderer = this.deferred.rendererOf(mail.template);
      const message = renderer ? await this.repository.resolveDeferred(mail, renderer) : mail;
      if (!message) return 'dropped';
      const { to, subject, html, text } = message;
      await this.transport.send({ to, subject, html, text });
    } catch (error) {
      const outcome = afterAttempt(false, mail.attempts, now);
      const message = error instanceof Error ? error.message : String(error);
      const nextAttemptAt = outcome.status === 'pending' ? outcome.nextAttemptAt : null;
      await this.repository.markFailedAttempt(mail.id, message.slice(0, 1_000), nextAttemptAt);
      if (nextAttemptAt) await this.jobs.send(MAIL_DELIVERY_JOB, {}, { startAfter: nextAttemptAt });
      if (outcome.status === 'failed') {
        this.logger.error(
          `mail ${mail.id} (${mail.template}) given up after ${mail.attempts} attempts: ${message}`,
        );
        return 'failed';
      }
      return 'retried';
    }
    await this.repository.markSent(mail.id, new Date());
    return 'sent';
  }
}
