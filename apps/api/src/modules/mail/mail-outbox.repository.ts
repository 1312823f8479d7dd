import { Injectable } from '@nestjs/common';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '@fuel/db';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { DeferredMailRenderer } from './deferred-mails.js';
import type { OutgoingMail } from './mail.types.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Mails not delivered yet (waiting, or being sent): how many, and the age of the oldest in seconds (0: none). */
export interface OutboxBacklog {
  readonly pending: number;
  readonly oldestAgeSeconds: number;
}

const UNDELIVERED = ['pending', 'sending'] as const;

@Injectable()
export class MailOutboxRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /** Returns the new row's id, or undefined when a mail with the same dedupe key exists. */
  async insert(mail: OutgoingMail): Promise<number | undefined> {
    const [row] = await this.runner.db
      .insert(mailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        template: mail.template,
        site: mail.site,
        dedupeKey: mail.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return row?.id;
  }

  /**
   * Claims due mails for this worker: pending ones whose time has come and `sending` ones whose lease ran
   * out (their worker died). SKIP LOCKED lets several workers claim side by side without waiting.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    return this.runner.transaction(async () => {
      const due = await this.runner.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, [...UNDELIVERED]), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return this.runner.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Turns a claimed deferred row into its mail, or deletes it when `render` has nothing to send (no address
   * of someone without an account is kept). One transaction with the renderer's own writes (link tokens),
   * which go through the TransactionRunner like every repository's.
   */
  async resolveDeferred(row: OutboxRow, render: DeferredMailRenderer): Promise<OutgoingMail | null> {
    return this.runner.transaction(async () => {
      const mail = await render({
        template: row.template,
        to: row.to,
        site: row.site,
        payload: parsePayload(row.text),
      });
      const claimed = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'));
      if (!mail) {
        await this.runner.db.delete(mailOutbox).where(claimed);
        return null;
      }
      const { to, subject, html, text, template, site } = mail;
      await this.runner.db.update(mailOutbox).set({ to, subject, html, text, template, site }).where(claimed);
      return mail;
    });
  }

  /** One query on the (status, next attempt) index; the age by the database's clock, which wrote created_at. */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.runner.db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, [...UNDELIVERED]));
    return row ?? { pending: 0, oldestAgeSeconds: 0 };
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.runner.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  }

  async markFailedAttempt(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.runner.db
      .update(mailOutbox)
      .set(
        nextAttemptAt
          ? { status: 'pending', nextAttemptAt, lastError: error }
          : { status: 'failed', lastError: error },
      )
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  }
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}
