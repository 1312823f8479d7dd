import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { leads } from '@fuel/db';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

/** A claimed transfer: the lead and the lease end that tells this claim from a later one. */
export interface ClaimedTransfer {
  readonly lead: LeadRow;
  readonly leaseUntil: Date;
}

/** The lead form's writes and the transfer outbox's claims on `lead` (the leads module's table). */
@Injectable()
export class LeadRequestsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /**
   * The new lead, or undefined when a lead with its Idempotency-Key exists. A concurrent insert with the same
   * key waits on the unique index until the first one commits (then yields nothing) or rolls back (then inserts).
   */
  async insert(lead: NewLead): Promise<LeadRow | undefined> {
    const [row] = await this.runner.db
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    return row;
  }

  async byIdempotencyKey(key: string): Promise<LeadRow | undefined> {
    const [row] = await this.runner.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    return row;
  }

  async byConfirmTokenHash(hash: string): Promise<LeadRow | undefined> {
    const [row] = await this.runner.db.select().from(leads).where(eq(leads.confirmTokenHash, hash));
    return row;
  }

  /** Deletes up to `limit` leads never confirmed and sent before `cutoff`; answers what the audit keeps of them. */
  async deleteUnconfirmedBefore(
    cutoff: Date,
    limit: number,
  ): Promise<Pick<LeadRow, 'id' | 'countryId' | 'createdAt'>[]> {
    const batch = this.runner.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(isNull(leads.confirmedAt), lt(leads.createdAt, cutoff)))
      .limit(limit);
    return this.runner.db
      .delete(leads)
      .where(inArray(leads.id, batch))
      .returning({ id: leads.id, countryId: leads.countryId, createdAt: leads.createdAt });
  }

  /** Confirms an unconfirmed lead and makes its transfer due; false when it was confirmed already. */
  async confirm(id: string, at: Date): Promise<boolean> {
    const rows = await this.runner.db
      .update(leads)
      .set({ confirmedAt: at, transferStatus: 'pending', nextTransferAt: at })
      .where(and(eq(leads.id, id), isNull(leads.confirmedAt)))
      .returning({ id: leads.id });
    return rows.length > 0;
  }

  /**
   * Claims due transfers for this worker: pending ones whose time has come and `sending` ones whose lease ran
   * out (their worker died). The attempt is counted with the claim, so a lead that kills its worker still
   * runs out of attempts. SKIP LOCKED lets workers of several processes claim side by side.
   */
  async claimDueTransfers(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedTransfer[]> {
    return this.runner.transaction(async () => {
      const due = await this.runner.db
        .select({ id: leads.id })
        .from(leads)
        .where(and(inArray(leads.transferStatus, ['pending', 'sending']), lte(leads.nextTransferAt, now)))
        .orderBy(leads.nextTransferAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await this.runner.db
        .update(leads)
        .set({
          transferStatus: 'sending',
          transferAttempts: sql`${leads.transferAttempts} + 1`,
          nextTransferAt: leaseUntil,
        })
        .where(
          inArray(
            leads.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed.map((lead) => ({ lead, leaseUntil }));
    });
  }

  /** False when the claim is no longer this worker's (its lease ran out and another took it, or deleted). */
  async markTransferred(claim: ClaimedTransfer, reference: string, at: Date): Promise<boolean> {
    const rows = await this.runner.db
      .update(leads)
      .set({ transferStatus: 'sent', partnerReference: reference, transferredAt: at, nextTransferAt: null })
      .where(ownClaim(claim))
      .returning({ id: leads.id });
    return rows.length > 0;
  }

  /** Back to pending for `nextAt`, or failed for good without one; false when the claim is gone. */
  async markTransferFailed(claim: ClaimedTransfer, error: string, nextAt: Date | null): Promise<boolean> {
    const rows = await this.runner.db
      .update(leads)
      .set(
        nextAt
          ? { transferStatus: 'pending', nextTransferAt: nextAt, lastTransferError: error }
          : { transferStatus: 'failed', nextTransferAt: null, lastTransferError: error },
      )
      .where(ownClaim(claim))
      .returning({ id: leads.id });
    return rows.length > 0;
  }
}

/** The row as this claim left it: still sending under this claim's lease. */
function ownClaim(claim: ClaimedTransfer) {
  return and(
    eq(leads.id, claim.lead.id),
    eq(leads.transferStatus, 'sending'),
    eq(leads.nextTransferAt, claim.leaseUntil),
  );
}
