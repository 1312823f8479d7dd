import { Injectable } from '@nestjs/common';
import { auditEvents, type AuditActorKind } from '@fuel/db';
import type { RequestContext } from '../context/request-context.js';
import { TransactionRunner } from '../database/transaction-runner.js';

export interface AuditEntry {
  /** `<capability>.<verb>`, e.g. `orders.confirm`, `users.lock`. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | number;
  /** Short summaries of the changed fields; never secrets (no hashes, tokens, IBANs). */
  readonly before?: Record<string, unknown>;
  readonly after?: Record<string, unknown>;
}

/**
 * Writes the audit trail. Call `record` inside the transaction of the change (TransactionRunner): the row
 * commits or rolls back with it. Only changes made by staff, dealers, an impersonating session or system work
 * are kept; a customer's own changes are their orders' and account's history, not an audit matter.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly runner: TransactionRunner) {}

  async record(ctx: RequestContext, entry: AuditEntry): Promise<void> {
    const actorKind = auditedActorKind(ctx);
    if (!actorKind) return;
    await this.runner.db.insert(auditEvents).values({
      requestId: ctx.requestId,
      actorKind,
      actorUserId: 'userId' in ctx.actor ? ctx.actor.userId : null,
      onBehalfOfUserId: ctx.onBehalfOf?.userId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }
}

/** The actor kind to record, or null when the change is not audited (a customer acting for themselves). */
export function auditedActorKind(ctx: RequestContext): AuditActorKind | null {
  switch (ctx.actor.kind) {
    case 'dealer':
    case 'staff':
    case 'system':
      return ctx.actor.kind;
    case 'customer':
    case 'anonymous':
      return null;
  }
}
