import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UNCONFIRMED_LEAD_RETENTION_DAYS } from '@fuel/domain/leads';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { systemContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { NoJobData } from '../../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { LeadRequestsRepository } from './lead-requests.repository.js';

/** Deletes the requests nobody confirmed, daily. */
export const LEAD_RETENTION_JOB = 'leads.retention';

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [LEAD_RETENTION_JOB]: NoJobData;
  }
}

const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

/**
 * A lead whose double opt-in never came is not the household's wish to be called: its contact data goes
 * UNCONFIRMED_LEAD_RETENTION_DAYS after it was sent. Each deletion is audited like staff's deletion on request
 * (id, site, time; none of the data). Confirmed leads stay until staff delete them on request.
 */
@Injectable()
export class LeadRetentionJob implements OnModuleInit {
  private readonly logger = new Logger(LeadRetentionJob.name);

  constructor(
    private readonly repository: LeadRequestsRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: LEAD_RETENTION_JOB,
      handler: async () => {
        await this.deleteUnconfirmed();
      },
      schedule: { cron: '37 3 * * *' },
      policy: 'stately',
      retry: { limit: 3, delaySeconds: 300, backoff: true },
    });
  }

  /** Answers the ids deleted; `now` lets tests move the clock. */
  async deleteUnconfirmed(now = new Date()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_LEAD_RETENTION_DAYS * DAY_MS);
    const ctx = systemContext(LEAD_RETENTION_JOB);
    const deleted: string[] = [];
    for (;;) {
      const rows = await this.runner.transaction(async () => {
        const batch = await this.repository.deleteUnconfirmedBefore(cutoff, BATCH_SIZE);
        for (const row of batch) {
          await this.audit.record(ctx, {
            action: 'leads.expire',
            entityType: 'lead',
            entityId: row.id,
            before: { countryId: row.countryId, createdAt: row.createdAt.toISOString() },
          });
        }
        return batch;
      });
      deleted.push(...rows.map((row) => row.id));
      if (rows.length < BATCH_SIZE) break;
    }
    if (deleted.length > 0) this.logger.log(`unconfirmed leads deleted: ${deleted.length}`);
    return deleted;
  }
}
