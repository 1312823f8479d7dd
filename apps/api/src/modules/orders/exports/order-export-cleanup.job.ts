import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type AuditEntry, AuditLog } from '../../../core/audit/audit-log.service.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import { systemContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { NoJobData } from '../../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { isMissingFile } from './order-export-file.js';
import { exportRetentionCutoff, exportStuckCutoff } from './order-export-retention.constant.js';
import { exportDirectory } from './order-export.job.js';
import { type ExpiredExportRow, OrderExportsRepository } from './order-exports.repository.js';

export const ORDER_EXPORT_CLEANUP_JOB = 'orders.export-cleanup';

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [ORDER_EXPORT_CLEANUP_JOB]: NoJobData;
  }
}

/** Hourly, at a minute no other job uses: stuck exports show as failed within the hour. */
const CLEANUP_CRON = '47 * * * *';
/** Exports deleted per transaction. */
const BATCH_SIZE = 200;
/** The names the export job gives its files (finished, or still being written). */
const EXPORT_FILE = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\.(?:csv|xlsx)(\.part)?$/;

/** What one sweep did; ids and file names only. */
export interface OrderExportSweep {
  /** Exports past the retention whose row and file were deleted. */
  readonly expired: string[];
  /** Queued or running exports whose job was lost, now failed. */
  readonly failed: string[];
  /** Files without a live export: left by a crash between deleting a row and its file, or a dead run's part. */
  readonly strayFiles: string[];
}

/**
 * The `orders.export-cleanup` job: deletes exports past ORDER_EXPORT_RETENTION_DAYS (row, then file), marks
 * failed those stuck queued or running for ORDER_EXPORT_STUCK_HOURS, and deletes stray files of the export
 * directory. Every step is safe to repeat and to run twice at once (stately queue; SKIP LOCKED rows; removing
 * a file already gone is no error); each deletion and failure is audited as system work and logged.
 */
@Injectable()
export class OrderExportCleanupJob implements OnModuleInit {
  private readonly logger = new Logger(OrderExportCleanupJob.name);
  private readonly directory: string;

  constructor(
    private readonly jobs: JobQueue,
    private readonly runner: TransactionRunner,
    private readonly exports: OrderExportsRepository,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.directory = exportDirectory(config);
  }

  onModuleInit(): void {
    this.jobs.register({
      name: ORDER_EXPORT_CLEANUP_JOB,
      handler: () => this.sweep(),
      schedule: { cron: CLEANUP_CRON },
      // One sweep covers everything there is to do: never two at once, none piling up.
      policy: 'stately',
      retry: { limit: 2, delaySeconds: 300, backoff: true },
      timeoutSeconds: 15 * 60,
    });
  }

  async sweep(now = new Date()): Promise<OrderExportSweep> {
    // Expired first: an export lost for over 7 days is deleted once, not first failed and then deleted.
    const expired = await this.deleteExpired(now);
    const failed = await this.failStuck(now);
    const strayFiles = await this.removeStrayFiles(now);
    if (failed.length > 0) {
      this.logger.warn(`order exports stuck for hours, marked failed: ${failed.join(', ')}`);
    }
    if (expired.length > 0) {
      this.logger.log(`order exports past their retention, deleted: ${expired.join(', ')}`);
    }
    if (strayFiles.length > 0) {
      this.logger.log(`stray order export files deleted: ${strayFiles.join(', ')}`);
    }
    return { expired, failed, strayFiles };
  }

  private failStuck(now: Date): Promise<string[]> {
    return this.runner.transaction(async () => {
      const ids = await this.exports.failStuck(exportStuckCutoff(now));
      for (const id of ids) {
        await this.audit.record(systemContext(ORDER_EXPORT_CLEANUP_JOB), {
          action: 'orders.export-fail',
          entityType: 'order_export',
          entityId: id,
          after: { status: 'failed', reason: 'stuck' },
        });
      }
      return ids;
    });
  }

  /** Rows first, in batches: once a row is gone nobody is offered its file; the files follow. */
  private async deleteExpired(now: Date): Promise<string[]> {
    const cutoff = exportRetentionCutoff(now);
    const deleted: string[] = [];
    for (;;) {
      const rows = await this.runner.transaction(async () => {
        const batch = await this.exports.deleteExpired(cutoff, BATCH_SIZE);
        for (const row of batch)
          await this.audit.record(systemContext(ORDER_EXPORT_CLEANUP_JOB), entryOf(row));
        return batch;
      });
      // A file that cannot be removed now is a stray file to the next sweep; so is a dead run's partial
      // file, which the stray pass of this very sweep removes (it is days past the stuck period).
      await Promise.allSettled(
        rows.map(({ id, format }) => rm(join(this.directory, `${id}.${format}`), { force: true })),
      );
      deleted.push(...rows.map((row) => row.id));
      if (rows.length < BATCH_SIZE) return deleted;
    }
  }

  /**
   * Export files last written before the retention cutoff (their export is older still, so expired), and
   * partial files untouched for the stuck period (their run died). Other files are left alone.
   */
  private async removeStrayFiles(now: Date): Promise<string[]> {
    const names = await readdir(this.directory).catch((error: unknown) => {
      if (isMissingFile(error)) return [];
      throw error;
    });
    const expired = exportRetentionCutoff(now).getTime();
    const stuck = exportStuckCutoff(now).getTime();
    const removed: string[] = [];
    for (const name of names) {
      const match = EXPORT_FILE.exec(name);
      if (!match) continue;
      const path = join(this.directory, name);
      const modified = await stat(path).then(
        (file) => file.mtimeMs,
        // Removed meanwhile, by a concurrent sweep or the export job's rename.
        () => undefined,
      );
      if (modified === undefined || modified >= (match[1] ? stuck : expired)) continue;
      await rm(path, { force: true });
      removed.push(name);
    }
    return removed;
  }
}

function entryOf(row: ExpiredExportRow): AuditEntry {
  return {
    action: 'orders.export-expire',
    entityType: 'order_export',
    entityId: row.id,
    before: {
      requestedBy: row.requestedBy,
      format: row.format,
      status: row.status,
      rows: row.rowsWritten,
      fileKey: row.fileKey,
      createdAt: row.createdAt.toISOString(),
    },
  };
}
