import { Readable, pipeline } from 'node:stream';
import { HttpStatus, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { countryById, formatShortDateTime } from '@fuel/domain';
import {
  CONSUMPTION_RATING_LABELS,
  LEAD_TRANSFER_STATUS_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
} from '@fuel/domain/leads';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { pageOf } from '../../../core/database/keyset-page.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import { type ExportCell, germanCsvCell } from '../../../core/http/spreadsheet-cell.js';
import { partnerResultSummary } from '../partner/lead-partner.js';
import type { SupportLeadExportQuery, SupportLeadSearchQuery } from './dto/support-lead-search.query.js';
import type {
  SupportLeadDetailsOutput,
  SupportLeadPageOutput,
  SupportLeadRowOutput,
} from './dto/support-lead.output.js';
import {
  type LeadFilters,
  type LeadListRow,
  type SupportLeadRow,
  SupportLeadsRepository,
} from './support-leads.repository.js';

/** Rows read per query while the export streams: memory stays flat however many leads there are. */
const EXPORT_BATCH_SIZE = 500;

const LEAD_EXPORT_COLUMNS = [
  'Eingegangen am',
  'Land',
  'Anrede',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'PLZ',
  'Erreichbar',
  'Nachricht',
  'Verbrauch l/Jahr',
  'kWh/m² und Jahr',
  'Einstufung',
  'Einwilligung (Fassung)',
  'Eingewilligt am',
  'Bestätigt am',
  'Übermittlung',
  'Partner-Referenz',
  'Lead-ID',
] as const;

/** The back office's leads (Marketing, `leads.manage`): list, details, deletion on request, export. */
@Injectable()
export class SupportLeadsService {
  private readonly logger = new Logger(SupportLeadsService.name);

  constructor(
    private readonly repository: SupportLeadsRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async search(query: SupportLeadSearchQuery): Promise<SupportLeadPageOutput> {
    const page = pageOf(await this.repository.search(filtersOf(query), query.after));
    return { rows: page.rows.map(toRowOutput), nextCursor: page.nextCursor };
  }

  async details(id: string): Promise<SupportLeadDetailsOutput> {
    const lead = await this.repository.find(id);
    if (!lead) throw leadNotFound();
    return toDetailsOutput(lead);
  }

  /** Deletion on request: the row goes; the audit keeps who, when, the id and the site, none of the data. */
  async delete(ctx: RequestContext, id: string): Promise<void> {
    await this.runner.transaction(async () => {
      const deleted = await this.repository.delete(id);
      if (!deleted) throw leadNotFound();
      await this.audit.record(ctx, {
        action: 'leads.delete',
        entityType: 'lead',
        entityId: id,
        before: {
          countryId: deleted.countryId,
          createdAt: deleted.createdAt.toISOString(),
          transferStatus: deleted.transferStatus,
        },
      });
    });
  }

  /**
   * The period's leads as CSV for German Excel (`;`, BOM, RFC 4180 quoting by csv-stringify), streamed batch
   * by batch. The export is audited with its filters before the first byte goes out.
   */
  async export(ctx: RequestContext, query: SupportLeadExportQuery): Promise<StreamableFile> {
    const filters = filtersOf(query);
    await this.runner.transaction(() =>
      this.audit.record(ctx, {
        action: 'leads.export',
        entityType: 'lead_export',
        entityId: ctx.requestId,
        after: { from: query.from, to: query.to, countryId: query.countryId ?? null },
      }),
    );
    const csv = stringify({ delimiter: ';', record_delimiter: 'windows', bom: true });
    pipeline(Readable.from(this.exportRecords(filters)), csv, (error) => {
      if (error) this.logger.error(`lead export ${ctx.requestId} broke off: ${error.message}`);
    });
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="leads-${query.from}-${query.to}.csv"`,
    });
  }

  private async *exportRecords(filters: LeadFilters): AsyncGenerator<string[]> {
    yield [...LEAD_EXPORT_COLUMNS];
    let after: string | undefined;
    for (;;) {
      const batch = await this.repository.exportBatch(filters, after, EXPORT_BATCH_SIZE);
      for (const lead of batch) yield exportCells(lead).map(germanCsvCell);
      if (batch.length < EXPORT_BATCH_SIZE) return;
      after = batch.at(-1)?.cursor;
    }
  }
}

function filtersOf(query: SupportLeadSearchQuery | SupportLeadExportQuery): LeadFilters {
  assertPeriod(query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    countryId: query.countryId,
    status: 'status' in query ? query.status : undefined,
  };
}

function assertPeriod(from: string | undefined, to: string | undefined): void {
  if (!from || !to || from <= to) return;
  const message = 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.';
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: 'to', messages: [message] },
  ]);
}

/** The one 404 of a lead, unknown or malformed id alike. */
export function leadNotFound(): AppException {
  return notFound('Diese Anfrage gibt es nicht (mehr).', 'leadId');
}

function toRowOutput(row: LeadListRow): SupportLeadRowOutput {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    countryId: row.countryId,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    zipCode: row.zipCode,
    preferredContactTime: row.preferredContactTime,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    rating: row.rating,
    transferStatus: row.transferStatus,
    transferAttempts: row.transferAttempts,
    transferredAt: row.transferredAt?.toISOString() ?? null,
  };
}

function toDetailsOutput(lead: SupportLeadRow): SupportLeadDetailsOutput {
  return {
    ...toRowOutput({ ...lead, rating: lead.result.Rating }),
    guideId: lead.guideId,
    message: lead.message,
    answers: { ...lead.answers },
    result: partnerResultSummary(lead.result),
    consentText: lead.consentText,
    consentVersion: lead.consentVersion,
    consentedAt: lead.consentedAt.toISOString(),
    nextTransferAt: lead.nextTransferAt?.toISOString() ?? null,
    lastTransferError: lead.lastTransferError,
    partnerReference: lead.partnerReference,
  };
}

function exportCells(lead: SupportLeadRow): ExportCell[] {
  const dateTime = (at: Date | null) => (at ? formatShortDateTime(at, lead.countryId) : '');
  return [
    dateTime(lead.createdAt),
    countryById(lead.countryId).name,
    lead.salutation ?? '',
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.zipCode,
    contactTimeLabel(lead.preferredContactTime),
    lead.message ?? '',
    lead.result.ConsumptionLitres,
    lead.result.KwhPerSquareMetre,
    CONSUMPTION_RATING_LABELS[lead.result.Rating],
    lead.consentVersion,
    dateTime(lead.consentedAt),
    dateTime(lead.confirmedAt),
    LEAD_TRANSFER_STATUS_LABELS[lead.transferStatus],
    lead.partnerReference ?? '',
    lead.id,
  ];
}

function contactTimeLabel(value: string): string {
  const time = PREFERRED_CONTACT_TIMES.find((known) => known === value);
  return time ? PREFERRED_CONTACT_TIME_LABELS[time] : value;
}
