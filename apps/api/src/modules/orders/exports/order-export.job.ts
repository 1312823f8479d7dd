import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { COUNTRIES, ORDER_STATUS_LABELS, PRODUCT_GROUPS } from '@fuel/domain';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import type { ExportCell } from '../../../core/http/spreadsheet-cell.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { PaymentMethods } from '../payment-methods.js';
import { openExportFile } from './order-export-file.js';
import { type ExportedOrderRow, OrderExportsRepository } from './order-exports.repository.js';

export const ORDER_EXPORT_JOB = 'orders.export';

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [ORDER_EXPORT_JOB]: { exportId: string };
  }
}

/** Orders read and written per round trip: a few MB at most, whatever the export's size. */
const BATCH_SIZE = 2_000;

/** Where finished exports lie: `<DATA_DIR>/exports`. */
export function exportDirectory(config: AppConfig): string {
  return join(config.dataDir, 'exports');
}

/** The `orders.export` job: writes one export's orders into its file, batch by batch, recording progress. */
@Injectable()
export class OrderExportJob implements OnModuleInit {
  private readonly logger = new Logger(OrderExportJob.name);
  private readonly directory: string;

  constructor(
    private readonly jobs: JobQueue,
    private readonly exports: OrderExportsRepository,
    private readonly payments: PaymentMethods,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.directory = exportDirectory(config);
  }

  onModuleInit(): void {
    this.jobs.register({
      name: ORDER_EXPORT_JOB,
      handler: ({ exportId }) => this.run(exportId),
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      timeoutSeconds: 30 * 60,
    });
  }

  /** A retry starts the file afresh: the partial file of a failed run is overwritten. */
  async run(exportId: string): Promise<void> {
    const request = await this.exports.find(exportId);
    if (!request || request.status === 'done') return;
    const { filters, format } = request;
    const total = await this.exports.countOrders(filters);
    await this.exports.update(exportId, { status: 'running', total, rowsWritten: 0 });
    await mkdir(this.directory, { recursive: true });
    const fileKey = `${exportId}.${format}`;
    const partial = join(this.directory, `${fileKey}.part`);
    try {
      const file = await openExportFile(partial, format);
      let written = 0;
      // The few payment labels, worked out once each rather than per order.
      const paymentLabels = new Map<string, string>();
      for (let after: string | null = null; ;) {
        const rows = await this.exports.batch(filters, after, BATCH_SIZE);
        if (rows.length === 0) break;
        await file.append(rows.map((row) => this.cells(row, paymentLabels)));
        written += rows.length;
        after = rows[rows.length - 1]?.cursor ?? after;
        await this.exports.update(exportId, { rowsWritten: written });
      }
      await file.close();
      await rename(partial, join(this.directory, fileKey));
      await this.exports.update(exportId, {
        status: 'done',
        fileKey,
        total: written,
        finishedAt: new Date(),
      });
      this.logger.log(`order export ${exportId}: ${written} orders as ${format}`);
    } catch (error) {
      await rm(partial, { force: true });
      await this.exports.update(exportId, { status: 'failed', finishedAt: new Date() });
      throw error;
    }
  }

  private cells(row: ExportedOrderRow, paymentLabels: Map<string, string>): ExportCell[] {
    const country = COUNTRIES.find((site) => site.id === row.countryId);
    const paymentKey = `${row.paymentId}/${row.isInteraidPayment}/${row.paymentModifier}`;
    let paymentLabel = paymentLabels.get(paymentKey);
    if (paymentLabel === undefined) {
      paymentLabel = this.payments.labelOfOrder({
        paymentId: row.paymentId,
        isInteraidPayment: row.isInteraidPayment,
        modifier: row.paymentModifier,
      });
      paymentLabels.set(paymentKey, paymentLabel);
    }
    return [
      row.orderNumber,
      row.placedAt,
      country?.name ?? String(row.countryId),
      row.dealerName,
      row.customerName,
      row.email ?? '',
      row.postalCode,
      row.city,
      PRODUCT_GROUPS.find((group) => group.id === row.productGroupId)?.name ?? String(row.productGroupId),
      row.amount,
      row.grossTotal / 100,
      country?.currencyCode ?? '',
      paymentLabel,
      ORDER_STATUS_LABELS[row.status],
    ];
  }
}
