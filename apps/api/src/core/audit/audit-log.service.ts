import { Injectable } from '@nestjs/common';
import { auditEvents, type AuditActorKind } from '@fuel/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../context/request-context.js';
import { afterCursor, cursorOf, PAGE_SIZE, pageOf, withinDays } from '../database/keyset-page.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import type { AuditEventPageOutput, AuditEventOutput } from './dto/audit-event.output.js';
import type { AuditEventsQuery } from './dto/audit-events.query.js';

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

  /** The newest events, newest first (the console's dashboard). */
  async latest(limit: number): Promise<AuditEventOutput[]> {
    const rows = await this.runner.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(limit);
    return rows.map(toAuditEventOutput);
  }

  /** The back office's audit log: one page, newest first, by (at, id) keyset on the table's indexes. */
  async search(query: AuditEventsQuery): Promise<AuditEventPageOutput> {
    const rows = await this.runner.db
      .select({ event: auditEvents, cursor: cursorOf(auditEvents.at, auditEvents.id) })
      .from(auditEvents)
      .where(
        and(
          query.actorUserId ? eq(auditEvents.actorUserId, query.actorUserId) : undefined,
          query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
          query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
          query.action ? eq(auditEvents.action, query.action) : undefined,
          withinDays(auditEvents.at, query.from, query.to),
          afterCursor(auditEvents.at, auditEvents.id, query.after),
        ),
      )
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(PAGE_SIZE + 1);
    const page = pageOf(rows);
    return { rows: page.rows.map((row) => toAuditEventOutput(row.event)), nextCursor: page.nextCursor };
  }

  /** Every event of one entity, oldest first (an order's history in the back office). */
  async ofEntity(entityType: string, entityId: string | number): Promise<AuditEventOutput[]> {
    const rows = await this.runner.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
    return rows.map(toAuditEventOutput);
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

function toAuditEventOutput(row: typeof auditEvents.$inferSelect): AuditEventOutput {
  const { id, at, actorKind, actorUserId, onBehalfOfUserId, action, entityType, entityId, before, after } =
    row;
  return {
    id,
    at: at.toISOString(),
    actorKind,
    actorUserId,
    onBehalfOfUserId,
    action,
    entityType,
    entityId,
    before,
    after,
  };
}
