import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditEvents, orderExports } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { createUser, signIn } from '../../accounts/accounts.fixture.js';
import { bearer, type Bearer } from '../orders.fixture.js';
import {
  ORDER_EXPORT_CLEANUP_JOB,
  OrderExportCleanupJob,
  type OrderExportSweep,
} from './order-export-cleanup.job.js';
import { ORDER_EXPORT_JOB } from './order-export.job.js';
import type { OrderExportOutput } from './order-export.output.js';
import { siteToday } from '@fuel/domain/common';

/** The German site's day, as the filters read it. */
const today = () => siteToday(1);
/** A data directory of this file's own: the sweep looks at every file of its export directory. */
const dataDir = mkdtempSync(join(tmpdir(), 'order-export-cleanup-'));
const exportDir = join(dataDir, 'exports');
const DAY_MS = 86_400_000;

/** Issue #13 point 6, leftover: exports past their 7 days are deleted, stuck ones failed, by a scheduled job. */
describe('order export clean-up', () => {
  const app = useSeededTestApp({ dataDir });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const sweep = (): Promise<OrderExportSweep> => app().get(OrderExportCleanupJob).sweep();
  const staff = async (): Promise<{ userId: number; auth: Bearer }> => {
    const user = await createUser(app(), { roles: ['Role_Interaid_Financial'] });
    return { userId: user.id, auth: bearer((await signIn(app(), user.email)).token) };
  };
  /** A queued export of the caller's; `countryId` and `format` keep two of them apart (one a minute each). */
  const queue = async (auth: Bearer, format: 'csv' | 'xlsx', countryId = 1): Promise<string> =>
    (
      (
        await http()
          .post('/api/support/order-exports')
          .set(auth)
          .send({ from: today(), to: today(), countryId, format })
          .expect(201)
      ).body as OrderExportOutput
    ).id;
  const finished = async (auth: Bearer, format: 'csv' | 'xlsx', countryId = 1): Promise<string> => {
    const id = await queue(auth, format, countryId);
    await app().get(JobQueue).run(ORDER_EXPORT_JOB, { exportId: id });
    return id;
  };
  const backdate = (id: string, interval: string) =>
    db()
      .update(orderExports)
      .set({ createdAt: sql`now() - ${interval}::interval` })
      .where(eq(orderExports.id, id));
  const fileOf = (id: string, format: string) => join(exportDir, `${id}.${format}`);
  const download = (auth: Bearer, id: string) =>
    http().get(`/api/support/order-exports/${id}/file`).set(auth);
  const list = async (auth: Bearer) =>
    (await http().get('/api/support/order-exports').set(auth).expect(200)).body as OrderExportOutput[];
  const auditsOf = (action: string, ids: string[]) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), inArray(auditEvents.entityId, ids)));

  it('deletes the file and row of an export past 7 days, audits it, and keeps a fresh one', async () => {
    const financial = await staff();
    const old = await finished(financial.auth, 'csv');
    const fresh = await finished(financial.auth, 'xlsx');
    expect(existsSync(fileOf(old, 'csv'))).toBe(true);
    await backdate(old, '8 days');

    const result = await app().get(JobQueue).run(ORDER_EXPORT_CLEANUP_JOB, {});
    expect((result as OrderExportSweep).expired).toContain(old);
    expect((result as OrderExportSweep).expired).not.toContain(fresh);

    expect(existsSync(fileOf(old, 'csv'))).toBe(false);
    expect(existsSync(fileOf(fresh, 'xlsx'))).toBe(true);
    expect(await db().select().from(orderExports).where(eq(orderExports.id, old))).toHaveLength(0);
    expect((await list(financial.auth)).map((entry) => entry.id)).toEqual([fresh]);

    const gone = await download(financial.auth, old).expect(404);
    expect(gone.body).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Diesen Export gibt es nicht (mehr): Exporte werden nach 7 Tagen gelöscht.',
    });
    await download(financial.auth, fresh).expect(200);

    const [audited] = await auditsOf('orders.export-expire', [old]);
    expect(audited).toMatchObject({ actorKind: 'system', entityType: 'order_export' });
    expect(audited?.before).toMatchObject({ requestedBy: financial.userId, format: 'csv', status: 'done' });
  });

  it('answers 410 in German for an expired export not yet swept and for a file that is gone', async () => {
    const financial = await staff();
    const expired = await finished(financial.auth, 'csv');
    const lost = await finished(financial.auth, 'xlsx');
    await backdate(expired, '7 days 1 minute');
    await rm(fileOf(lost, 'xlsx'));

    // The list no longer offers the expired one, though its row and file are still there.
    expect((await list(financial.auth)).map((entry) => entry.id)).toEqual([lost]);
    const late = await download(financial.auth, expired).expect(410);
    expect(late.body).toMatchObject({
      error: 'LINK_EXPIRED',
      message:
        'Dieser Export ist abgelaufen: Exporte werden nach 7 Tagen gelöscht. Bitte starten Sie ihn erneut.',
    });
    const missing = await download(financial.auth, lost).expect(410);
    expect(missing.body).toMatchObject({
      error: 'LINK_EXPIRED',
      message: 'Die Datei dieses Exports ist nicht mehr vorhanden. Bitte starten Sie den Export erneut.',
    });
    // Neither answer names the path, and neither counts as a download.
    expect(JSON.stringify(missing.body)).not.toContain(exportDir);
    expect(await auditsOf('orders.export-download', [expired, lost])).toHaveLength(0);
  });

  it('marks failed the exports queued or running for hours, and leaves younger ones waiting', async () => {
    const financial = await staff();
    const lostQueued = await queue(financial.auth, 'csv', 1);
    const lostRunning = await queue(financial.auth, 'csv', 2);
    const waiting = await queue(financial.auth, 'csv', 3);
    await backdate(lostQueued, '7 hours');
    await backdate(lostRunning, '7 hours');
    await backdate(waiting, '5 hours');
    await db()
      .update(orderExports)
      .set({ status: 'running', total: 10 })
      .where(eq(orderExports.id, lostRunning));

    const result = await sweep();
    expect(result.failed).toEqual(expect.arrayContaining([lostQueued, lostRunning]));
    expect(result.failed).not.toContain(waiting);
    const statuses = Object.fromEntries(
      (await list(financial.auth)).map((entry) => [entry.id, [entry.status, entry.finishedAt !== null]]),
    );
    expect(statuses).toEqual({
      [lostQueued]: ['failed', true],
      [lostRunning]: ['failed', true],
      [waiting]: ['queued', false],
    });
    expect(await auditsOf('orders.export-fail', [lostQueued, lostRunning])).toHaveLength(2);
    // Failed, the same export may be asked for again at once.
    expect(await queue(financial.auth, 'csv', 1)).not.toBe(lostQueued);
  });

  it('deletes an export lost for over 7 days once, without failing it first, and its dead partial file', async () => {
    const financial = await staff();
    const lost = await queue(financial.auth, 'xlsx', 3);
    await backdate(lost, '8 days');
    await mkdir(exportDir, { recursive: true });
    const part = `${fileOf(lost, 'xlsx')}.part`;
    await writeFile(part, 'PK');
    const written = new Date(Date.now() - 8 * DAY_MS);
    await utimes(part, written, written);

    const result = await sweep();
    expect(result.expired).toContain(lost);
    expect(result.failed).not.toContain(lost);
    expect(result.strayFiles).toContain(`${lost}.xlsx.part`);
    expect(existsSync(part)).toBe(false);
    expect(await auditsOf('orders.export-fail', [lost])).toHaveLength(0);
    const expired = await auditsOf('orders.export-expire', [lost]);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.before).toMatchObject({
      requestedBy: financial.userId,
      format: 'xlsx',
      status: 'queued',
    });
  });

  it('deletes each export once when sweeps run at once and again', async () => {
    const financial = await staff();
    const old = await Promise.all([
      finished(financial.auth, 'csv', 1),
      finished(financial.auth, 'xlsx', 1),
      finished(financial.auth, 'csv', 2),
    ]);
    const stuck = await queue(financial.auth, 'xlsx', 2);
    const fresh = await finished(financial.auth, 'csv', 3);
    for (const id of old) await backdate(id, '10 days');
    await backdate(stuck, '8 hours');

    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    const expired = runs.flatMap((run) => run.expired).filter((id) => old.includes(id));
    expect(expired.sort()).toEqual([...old].sort());
    expect(runs.flatMap((run) => run.failed).filter((id) => id === stuck)).toEqual([stuck]);
    const again = await sweep();
    expect(again.expired.filter((id) => old.includes(id))).toEqual([]);
    expect(again.failed).not.toContain(stuck);

    expect(await auditsOf('orders.export-expire', old)).toHaveLength(3);
    expect(await auditsOf('orders.export-fail', [stuck])).toHaveLength(1);
    const rows = await db().select().from(orderExports).where(eq(orderExports.requestedBy, financial.userId));
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [stuck, 'failed'],
        [fresh, 'done'],
      ].sort(),
    );
    expect(existsSync(fileOf(fresh, 'csv'))).toBe(true);
  });

  it('deletes stray export files past the retention and dead partial files, and nothing else', async () => {
    await mkdir(exportDir, { recursive: true });
    const touched = async (name: string, ageMs: number) => {
      const path = join(exportDir, name);
      await writeFile(path, 'Bestellnummer;Bestellt am\r\n');
      const at = new Date(Date.now() - ageMs);
      await utimes(path, at, at);
      return name;
    };
    const stray = await touched('6f1c1e5a-8d1e-4c61-9a53-3c1a7d2e9b01.csv', 8 * DAY_MS);
    const deadPart = await touched('6f1c1e5a-8d1e-4c61-9a53-3c1a7d2e9b02.xlsx.part', 7 * 3_600_000);
    const livePart = await touched('6f1c1e5a-8d1e-4c61-9a53-3c1a7d2e9b03.csv.part', 60_000);
    const foreign = await touched('notes.csv', 30 * DAY_MS);

    const result = await sweep();
    expect(result.strayFiles.sort()).toEqual([deadPart, stray].sort());
    expect(existsSync(join(exportDir, stray))).toBe(false);
    expect(existsSync(join(exportDir, deadPart))).toBe(false);
    expect(existsSync(join(exportDir, livePart))).toBe(true);
    expect(existsSync(join(exportDir, foreign))).toBe(true);
    expect((await sweep()).strayFiles).toEqual([]);
  });
});
