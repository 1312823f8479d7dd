import { Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { leads } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { ConsumptionRating, LeadTransferState } from '@fuel/domain/leads';
import { afterCursor, cursorOf, PAGE_SIZE, withinDays } from '../../../core/database/keyset-page.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type SupportLeadRow = typeof leads.$inferSelect;

export interface LeadFilters {
  readonly from?: string;
  readonly to?: string;
  readonly countryId?: CountryId;
  readonly status?: LeadTransferState;
}

/** The list's columns: contact and state, never the answers, result or consent text. */
const LIST_COLUMNS = {
  id: leads.id,
  createdAt: leads.createdAt,
  countryId: leads.countryId,
  salutation: leads.salutation,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  zipCode: leads.zipCode,
  preferredContactTime: leads.preferredContactTime,
  confirmedAt: leads.confirmedAt,
  transferStatus: leads.transferStatus,
  transferAttempts: leads.transferAttempts,
  transferredAt: leads.transferredAt,
  /** From the stored result, so the list tells the households worth a call at a glance. */
  rating: sql<ConsumptionRating>`${leads.result}->>'Rating'`,
};

export type LeadListRow = {
  [K in Exclude<keyof typeof LIST_COLUMNS, 'rating'>]: SupportLeadRow[K];
} & { readonly rating: ConsumptionRating };

/** The back office's reads and deletions on `lead`, newest first by (created_at, id). */
@Injectable()
export class SupportLeadsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** One page plus one row (the extra row says a next page exists). */
  search(filters: LeadFilters, after: string | undefined): Promise<(LeadListRow & { cursor: string })[]> {
    return this.runner.db
      .select({ ...LIST_COLUMNS, cursor: cursorOf(leads.createdAt, leads.id) })
      .from(leads)
      .where(and(whereOf(filters), afterCursor(leads.createdAt, leads.id, after)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PAGE_SIZE + 1);
  }

  /** One batch of the export, whole rows, after the cursor of the previous batch's last row. */
  exportBatch(
    filters: LeadFilters,
    after: string | undefined,
    limit: number,
  ): Promise<(SupportLeadRow & { cursor: string })[]> {
    return this.runner.db
      .select({ lead: leads, cursor: cursorOf(leads.createdAt, leads.id) })
      .from(leads)
      .where(and(whereOf(filters), afterCursor(leads.createdAt, leads.id, after)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .then((rows) => rows.map(({ lead, cursor }) => ({ ...lead, cursor })));
  }

  async find(id: string): Promise<SupportLeadRow | undefined> {
    const [row] = await this.runner.db.select().from(leads).where(eq(leads.id, id));
    return row;
  }

  /** The deleted row's site, times and state (for the audit), or undefined when there was none. */
  async delete(
    id: string,
  ): Promise<Pick<SupportLeadRow, 'countryId' | 'createdAt' | 'transferStatus'> | undefined> {
    const [row] = await this.runner.db.delete(leads).where(eq(leads.id, id)).returning({
      countryId: leads.countryId,
      createdAt: leads.createdAt,
      transferStatus: leads.transferStatus,
    });
    return row;
  }
}

function whereOf(filters: LeadFilters): SQL | undefined {
  return and(
    withinDays(leads.createdAt, filters.from, filters.to),
    filters.countryId ? eq(leads.countryId, filters.countryId) : undefined,
    filters.status ? eq(leads.transferStatus, filters.status) : undefined,
  );
}
