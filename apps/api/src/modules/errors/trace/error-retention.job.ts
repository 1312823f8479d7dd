import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import type { NoJobData } from '../../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { ErrorTraceRepository } from './error-trace.repository.js';

/** Deletes the error trace's old rows, daily. */
export const ERROR_RETENTION_JOB = 'errors.retention';

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [ERROR_RETENTION_JOB]: NoJobData;
  }
}

/** Rows a statement deletes: short statements, so reports written meanwhile never wait long. */
const BATCH_SIZE = 1_000;
const DAY_MS = 86_400_000;

export interface ErrorRetentionResult {
  readonly occurrences: number;
  readonly groups: number;
}

/**
 * Occurrences are kept ERROR_RETENTION_DAYS after they arrived (they carry URLs and user agents), and groups
 * not seen for as long go with them. A group seen meanwhile stays, with its count since it was first seen.
 */
@Injectable()
export class ErrorRetentionJob implements OnModuleInit {
  private readonly logger = new Logger(ErrorRetentionJob.name);

  constructor(
    private readonly repository: ErrorTraceRepository,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: ERROR_RETENTION_JOB,
      handler: () => this.deleteExpired(),
      schedule: { cron: '23 4 * * *' },
      policy: 'stately',
      retry: { limit: 3, delaySeconds: 300, backoff: true },
    });
  }

  /** `now` lets tests move the clock. */
  async deleteExpired(now = new Date()): Promise<ErrorRetentionResult> {
    const cutoff = new Date(now.getTime() - this.config.errorRetentionDays * DAY_MS);
    const occurrences = await this.inBatches(() =>
      this.repository.deleteOccurrencesBefore(cutoff, BATCH_SIZE),
    );
    const groups = await this.inBatches(() => this.repository.deleteGroupsLastSeenBefore(cutoff, BATCH_SIZE));
    if (occurrences + groups > 0) {
      this.logger.log(`error trace: ${occurrences} occurrences and ${groups} groups deleted`);
    }
    return { occurrences, groups };
  }

  private async inBatches(deleteBatch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch();
      total += deleted;
      if (deleted < BATCH_SIZE) return total;
    }
  }
}
