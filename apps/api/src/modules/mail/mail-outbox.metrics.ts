import { Injectable } from '@nestjs/common';
import { Metrics } from '../../core/metrics/metrics.service.js';
import { sharedReading } from '../../core/metrics/scrape-reading.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/**
 * The outbox's backlog as Prometheus gauges, read when it scrapes: a growing count or age means mails are not
 * leaving (the mail server is away, or no process runs the mail.deliver job).
 */
@Injectable()
export class MailOutboxMetrics {
  constructor(metrics: Metrics, repository: MailOutboxRepository) {
    const backlog = sharedReading(() => repository.backlog());
    metrics.gauge({
      name: 'fuel_mail_outbox_pending',
      help: 'Mails in the outbox not delivered yet (waiting or being sent)',
      read: async () => (await backlog()).pending,
    });
    metrics.gauge({
      name: 'fuel_mail_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest mail not delivered yet, in seconds (0 when there is none)',
      read: async () => (await backlog()).oldestAgeSeconds,
    });
  }
}
