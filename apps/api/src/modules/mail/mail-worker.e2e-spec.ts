import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '@fuel/db';
import { SMTPServer } from 'smtp-server';
import { startTestApp, useOwnDatabase } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { waitFor } from '../../core/jobs/job-probes.fixture.js';
import { JOB_SCHEMA, JobQueue } from '../../core/jobs/job-queue.service.js';
import { DELIVERY_LEASE_SECONDS } from './domain/delivery-policy.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MAIL_DELIVERY_JOB, MailWorker } from './mail-worker.service.js';
import { AccountMails } from './templates/account-mails.js';

interface Received {
  to: string[];
  data: string;
}

/** An SMTP sink on a fixed port that can be stopped and started again, like a mail server going down. */
class SmtpSink {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;

  constructor(public port = 0) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  to(address: string): Received[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('mail outbox delivery over SMTP', () => {
  const sink = new SmtpSink();
  // Other test files leave mails in the shared outbox that would fill this worker's batches.
  const databaseUrl = useOwnDatabase('fuel_mail');
  let app: NestExpressApplication;
  // The job queue stays off (NODE_ENV=test): these tests run the worker by hand, except the last one.
  const start = () =>
    startTestApp({
      databaseUrl: databaseUrl(),
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      mailWorkerIntervalMs: 500,
    });
  const rowOf = async (id: number) =>
    (await app.get(DatabaseService).db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
  const enqueue = async (to: string, dedupeKey?: string) => {
    const mail = app.get(AccountMails).resetPassword({
      to,
      countryId: 1,
      token: 'A'.repeat(43),
      name: { title1: 'Frau', title2: null, lastName: 'Kunde' },
    });
    return app.get(MailOutbox).enqueue({ ...mail, dedupeKey });
  };

  beforeAll(async () => {
    // Learn a free port, then leave it closed: the mail server is down at first.
    await sink.start();
    await sink.stop();
    app = await start();
  });
  afterAll(async () => {
    await app.close();
    await sink.stop();
  });

  it('retries with backoff while the server is down, delivers once it is up, and never again after a restart', async () => {
    const to = `outbox-${randomBytes(4).toString('hex')}@example.test`;
    const id = (await enqueue(to)) as number;

    const failed = await app.get(MailWorker).deliverDue();
    expect(failed.retried).toBeGreaterThanOrEqual(1);
    const rescheduled = await rowOf(id);
    expect(rescheduled).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(rescheduled?.lastError).toBeTruthy();
    expect(rescheduled?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await sink.start();
    // Not due yet: the backoff holds it back.
    await app.get(MailWorker).deliverDue();
    expect(sink.to(to)).toHaveLength(0);

    const report = await app.get(MailWorker).deliverDue(inMinutes(5));
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(sink.to(to)).toHaveLength(1);
    expect(sink.to(to)[0]?.data).toContain('Subject: Neues Kennwort festlegen');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    await app.close();
    app = await start();
    await app.get(MailWorker).deliverDue(inMinutes(120));
    expect(sink.to(to)).toHaveLength(1);
  });

  it('keeps one mail per dedupe key', async () => {
    const to = `dedupe-${randomBytes(4).toString('hex')}@example.test`;
    const key = `test:${to}`;
    expect(await enqueue(to, key)).toEqual(expect.any(Number));
    expect(await enqueue(to, key)).toBeUndefined();
  });

  it('takes back a mail whose worker died mid-send only after the lease ran out', async () => {
    const to = `lease-${randomBytes(4).toString('hex')}@example.test`;
    const id = (await enqueue(to)) as number;
    // Another worker claims it and dies before sending. A second ahead: the row's time has microseconds and
    // may lie within the current millisecond, after a Date of now.
    const now = new Date(Date.now() + 1000);
    const claimed = await app
      .get(MailOutboxRepository)
      .claimDue(now, new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000), 1_000);
    expect(claimed.map((row) => row.id)).toContain(id);

    await app.get(MailWorker).deliverDue();
    expect(sink.to(to)).toHaveLength(0);
    await app.get(MailWorker).deliverDue(new Date(now.getTime() + (DELIVERY_LEASE_SECONDS + 1) * 1000));
    expect(sink.to(to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
  });

  it('with the job queue running, delivers a new mail at once and sends the job again for a retry', async () => {
    const worker = await start();
    try {
      await worker.get(JobQueue).start();
      const mailTo = (to: string) =>
        worker.get(AccountMails).resetPassword({
          to,
          countryId: 1,
          token: 'B'.repeat(43),
          name: { title1: 'Herr', title2: null, lastName: 'Kunde' },
        });
      const enqueueInTransaction = (to: string) =>
        worker.get(TransactionRunner).transaction(() => worker.get(MailOutbox).enqueue(mailTo(to)));

      const prompt = `queued-${randomBytes(4).toString('hex')}@example.test`;
      await enqueueInTransaction(prompt);
      // The delivery job was written with the mail; the worker polls every 500 ms. No minute sweep needed.
      await waitFor(() => sink.to(prompt).length === 1, 10_000);

      await sink.stop();
      const later = `retry-${randomBytes(4).toString('hex')}@example.test`;
      const id = (await enqueueInTransaction(later)) as number;
      // Claimed (attempts 1, sending), then the failure recorded: pending again, its next attempt set.
      const failedOnce = async () => {
        const row = await rowOf(id);
        return row?.status === 'pending' && row.attempts === 1;
      };
      await waitFor(failedOnce, 10_000);
      const row = await rowOf(id);
      // The outbox's own backoff, handed to the queue: a delivery job waits for the mail's next attempt.
      const retryJobs = async () => {
        const result = await worker.get(DatabaseService).db.execute(sql`
          SELECT id FROM ${sql.identifier(JOB_SCHEMA)}.job
          WHERE name = ${MAIL_DELIVERY_JOB} AND state = 'created' AND start_after = ${row?.nextAttemptAt}`);
        return (result as { rows: unknown[] }).rows.length;
      };
      await waitFor(async () => (await retryJobs()) === 1, 10_000);
    } finally {
      await worker.close();
      await sink.start();
    }
  });
});
