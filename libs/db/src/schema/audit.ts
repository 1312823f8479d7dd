import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who acted: the request context's actor kind (a job or start-up work is `system`). */
export type AuditActorKind = 'customer' | 'dealer' | 'staff' | 'system';

/**
 * One row per state change made by staff, dealers or an impersonating session, written in the transaction
 * of the change itself, so the log and the data never disagree. Owned by core/audit; the back office reads it.
 */
export const auditEvents = pgTable(
  'audit_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    requestId: text(),
    actorKind: text().$type<AuditActorKind>().notNull(),
    /** Null for system work. No foreign key: the log outlives deleted accounts. */
    actorUserId: integer(),
    /** The customer whose session an impersonating staff member used. */
    onBehalfOfUserId: integer(),
    /** `<capability>.<verb>`, e.g. `orders.confirm`, `users.lock`. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    /** Short summaries of the changed fields, never secrets. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index().on(t.at), index().on(t.entityType, t.entityId, t.at), index().on(t.actorUserId, t.at)],
);
