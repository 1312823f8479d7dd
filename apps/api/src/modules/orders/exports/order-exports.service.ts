import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpStatus, Inject, Injectable, StreamableFile } from '@nestjs/common';
import type { OrderExportFilters } from '@fuel/db';
import { ORDER_EXPORT_RETENTION_DAYS } from '@fuel/domain/orders';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { roleName } from '../../../core/auth/roles.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { unprocessable } from '../order-errors.js';
import { isMissingFile, ORDER_EXPORT_CONTENT_TYPES } from './order-export-file.js';
import { exportRetentionCutoff } from './order-export-retention.constant.js';
import { exportDirectory, ORDER_EXPORT_JOB } from './order-export.job.js';
import type { CreateOrderExportInput } from './order-export.input.js';
import type { OrderExportOutput } from './order-export.output.js';
import { type OrderExportRow, OrderExportsRepository } from './order-exports.repository.js';

/** The longest period one export may cover: ten years of orders. */
const MAX_PERIOD_DAYS = 3_660;

/** Order exports of the back office: asked for here, written by the `orders.export` job, downloaded here. */
@Injectable()
export class OrderExportsService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly exports: OrderExportsRepository,
    private readonly jobs: JobQueue,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues an export. Asking again for the same filters and format within a minute (a double click, a form
   * sent twice) answers the export already queued instead of a second one.
   */
  async create(ctx: RequestContext, input: CreateOrderExportInput): Promise<OrderExportOutput> {
    const userId = requester(ctx);
    const filters = filtersOf(input);
    return this.runner.transaction(async () => {
      await this.exports.lockRequester(userId);
      const same = await this.exports.recentSame(userId, filters, input.format);
      if (same) return toOutput(same);
      const created = await this.exports.insert({ requestedBy: userId, filters, format: input.format });
      await this.jobs.send(ORDER_EXPORT_JOB, { exportId: created.id });
      await this.audit.record(ctx, {
        action: 'orders.export',
        entityType: 'order_export',
        entityId: created.id,
        after: { ...filters, format: input.format },
      });
      return toOutput(created);
    });
  }

  async recent(ctx: RequestContext): Promise<OrderExportOutput[]> {
    // Expired exports are left out even before the clean-up job has deleted them.
    return (await this.exports.recentOf(requester(ctx), exportRetentionCutoff(new Date()))).map(toOutput);
  }

  /**
   * The finished file, to its requester or an admin only (others learn nothing: 404); the download is
   * audited. An expired export, or one whose file is gone, answers 410 (a deleted one 404).
   */
  async file(ctx: RequestContext, exportId: string): Promise<StreamableFile> {
    const request = await this.exports.find(exportId);
    if (!request || !this.maySee(ctx, request)) throw exportNotFound();
    if (request.createdAt < exportRetentionCutoff(new Date())) throw exportGone(EXPIRED);
    if (request.status !== 'done' || !request.fileKey) {
      throw new AppException(HttpStatus.CONFLICT, 'EXPORT_NOT_READY', 'Der Export ist noch nicht fertig.');
    }
    const { fileKey } = request;
    // Opened before answering: a file removed later (by the clean-up) is still read to the end.
    const handle = await openFinishedFile(join(exportDirectory(this.config), fileKey));
    try {
      await this.runner.transaction(() =>
        this.audit.record(ctx, {
          action: 'orders.export-download',
          entityType: 'order_export',
          entityId: exportId,
          after: { fileKey, rows: request.rowsWritten },
        }),
      );
    } catch (error) {
      await handle.close();
      throw error;
    }
    const day = request.createdAt.toISOString().slice(0, 10);
    return new StreamableFile(handle.createReadStream(), {
      type: ORDER_EXPORT_CONTENT_TYPES[request.format],
      disposition: `attachment; filename="bestellungen-${day}-${exportId.slice(0, 8)}.${request.format}"`,
    });
  }

  private maySee(ctx: RequestContext, request: OrderExportRow): boolean {
    if (request.requestedBy === actingUserId(ctx)) return true;
    return (
      ctx.actor.kind === 'staff' && ctx.actor.roles.includes(roleName('admin', this.config.providerName))
    );
  }
}

const EXPIRED = `Dieser Export ist abgelaufen: Exporte werden nach ${ORDER_EXPORT_RETENTION_DAYS} Tagen gelöscht. Bitte starten Sie ihn erneut.`;
const FILE_MISSING =
  'Die Datei dieses Exports ist nicht mehr vorhanden. Bitte starten Sie den Export erneut.';

/** Also the answer for an export the clean-up deleted: the message says why it may be gone. */
export function exportNotFound(): AppException {
  return notFound(
    `Diesen Export gibt es nicht (mehr): Exporte werden nach ${ORDER_EXPORT_RETENTION_DAYS} Tagen gelöscht.`,
  );
}

/** The export's download link has run out (LINK_EXPIRED, as the e-mailed links that expire). */
function exportGone(message: string): AppException {
  return new AppException(HttpStatus.GONE, 'LINK_EXPIRED', message);
}

/** The finished file, or 410 when it is gone (deleted by the clean-up, or a data directory lost). */
async function openFinishedFile(path: string): Promise<FileHandle> {
  try {
    return await open(path, 'r');
  } catch (error) {
    if (isMissingFile(error)) throw exportGone(FILE_MISSING);
    throw error;
  }
}

function requester(ctx: RequestContext): number {
  const userId = actingUserId(ctx);
  if (userId === null) throw new Error('an order export needs a signed-in requester');
  return userId;
}

/** Only the given filters, in one key order: the one-a-minute check compares them as JSON. */
function filtersOf(input: CreateOrderExportInput): OrderExportFilters {
  if (input.from > input.to) {
    throw unprocessable('to', 'Das Ende des Zeitraums liegt vor seinem Anfang.');
  }
  if (Date.parse(input.to) - Date.parse(input.from) > MAX_PERIOD_DAYS * 86_400_000) {
    throw unprocessable('from', 'Ein Export umfasst höchstens zehn Jahre.');
  }
  return {
    from: input.from,
    to: input.to,
    ...(input.countryId ? { countryId: input.countryId } : {}),
    ...(input.dealerId ? { dealerId: input.dealerId } : {}),
    ...(input.status ? { status: input.status } : {}),
  };
}

function toOutput(row: OrderExportRow): OrderExportOutput {
  const done = row.status === 'done';
  return {
    id: row.id,
    filters: row.filters,
    format: row.format,
    status: row.status,
    rowsWritten: row.rowsWritten,
    total: row.total,
    percent: done ? 100 : row.total ? Math.floor((row.rowsWritten / row.total) * 100) : 0,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
