import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditEvents, orderExports, orders } from '@fuel/db';
import { siteToday } from '@fuel/domain/common';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { createUser, signIn } from '../../accounts/accounts.fixture.js';
import { bearer, type Bearer, placedOrder, supportStaff } from '../orders.fixture.js';
import { ORDER_EXPORT_COLUMNS } from './order-export-file.js';
import { ORDER_EXPORT_JOB } from './order-export.job.js';
import type { OrderExportOutput } from './order-export.output.js';

/** The German site's day: the filters are site days (in the hour before midnight UTC it is already tomorrow). */
const today = () => siteToday(1);

/** Issue #13 point 6: order exports queued by staff, written by the job, downloaded by their requester. */
describe('order exports', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const staffOf = async (role: string): Promise<{ userId: number; auth: Bearer }> => {
    const user = await createUser(app(), { roles: [`Role_Interaid_${role}`] });
    return { userId: user.id, auth: bearer((await signIn(app(), user.email)).token) };
  };
  const create = (auth: Bearer, body: Record<string, unknown>) =>
    http().post('/api/support/order-exports').set(auth).send(body);
  const runJob = (exportId: string) => app().get(JobQueue).run(ORDER_EXPORT_JOB, { exportId });
  const download = (auth: Bearer, exportId: string) =>
    http()
      .get(`/api/support/order-exports/${exportId}/file`)
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** An order of its own dealer whose customer typed a formula as first name. */
  const orderWithFormula = async () => {
    const order = await placedOrder(app());
    await db()
      .update(orders)
      .set({
        deliveryAddress: sql`jsonb_set(${orders.deliveryAddress}, '{firstName}', '"=HYPERLINK(\\"http://x\\")"')`,
      })
      .where(eq(orders.id, order.orderId));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    return { ...order, orderNumber: row?.orderNumber ?? '' };
  };

  it('writes a CSV of the filtered orders in a job, neutralises formulas, and audits the download', async () => {
    const financial = await staffOf('Financial');
    const order = await orderWithFormula();
    const filters = { from: today(), to: today(), countryId: 1, dealerId: order.dealerId, status: 'placed' };

    const queued = (await create(financial.auth, { ...filters, format: 'csv' }).expect(201))
      .body as OrderExportOutput;
    expect(queued).toMatchObject({ status: 'queued', rowsWritten: 0, percent: 0, format: 'csv' });
    // The same filters again within a minute (a double click) answer the export already queued.
    const again = (await create(financial.auth, { ...filters, format: 'csv' }).expect(201))
      .body as OrderExportOutput;
    expect(again.id).toBe(queued.id);
    const early = await http()
      .get(`/api/support/order-exports/${queued.id}/file`)
      .set(financial.auth)
      .expect(409);
    expect((early.body as ErrorResponse).error).toBe('EXPORT_NOT_READY');

    await runJob(queued.id);
    const list = (await http().get('/api/support/order-exports').set(financial.auth).expect(200))
      .body as OrderExportOutput[];
    const done = list.find((entry) => entry.id === queued.id);
    expect(done).toMatchObject({ status: 'done', percent: 100, filters });
    expect(done?.rowsWritten).toBeGreaterThanOrEqual(1);
    expect(done?.total).toBe(done?.rowsWritten);

    const res = await download(financial.auth, queued.id).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bestellungen-.+\.csv"$/);
    const lines = (res.body as Buffer)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(';'));
    const line = lines.find((entry) => entry.startsWith(`${order.orderNumber};`));
    expect(line).toBeDefined();
    // The formula starts with an apostrophe (and its quotes are doubled inside a quoted field).
    expect(line).toContain(`;"'=HYPERLINK(""http://x"") Kunde";`);
    expect(line).toMatch(/;Deutschland;.*;80331;München;Heizöl;\d+;\d+,\d{2};EUR;.+;/);

    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'orders.export-download'), eq(auditEvents.entityId, queued.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorUserId: financial.userId, entityType: 'order_export' });
  });

  it('writes an XLSX that exceljs reads, and only its requester or an admin may download it', async () => {
    const financial = await staffOf('Financial');
    const order = await orderWithFormula();
    const queued = (
      await create(financial.auth, {
        from: today(),
        to: today(),
        dealerId: order.dealerId,
        format: 'xlsx',
      }).expect(201)
    ).body as OrderExportOutput;
    await runJob(queued.id);

    const res = await download(financial.auth, queued.id).expect(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([res.body as Buffer]));
    const sheet = workbook.getWorksheet('Bestellungen');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...ORDER_EXPORT_COLUMNS]);
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push(row.values as unknown[]));
    const row = rows.find((values) => values[1] === order.orderNumber);
    expect(row?.[5]).toBe(`'=HYPERLINK("http://x") Kunde`);
    expect(typeof row?.[10]).toBe('number');
    expect(typeof row?.[11]).toBe('number');

    const other = await staffOf('Financial');
    await download(other.auth, queued.id).expect(404);
    expect(
      ((await http().get('/api/support/order-exports').set(other.auth).expect(200)).body as unknown[]).length,
    ).toBe(0);
    const admin = await staffOf('Admin');
    await download(admin.auth, queued.id).expect(200);
  });

  it('answers 50 parallel requests of the same export with one export, queued once', async () => {
    const financial = await staffOf('Financial');
    const body = { from: today(), to: today(), countryId: 2, format: 'xlsx' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(financial.auth, body)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 201));
    const ids = new Set(answers.map((res) => (res.body as OrderExportOutput).id));
    expect(ids.size).toBe(1);
    const rows = await db().select().from(orderExports).where(eq(orderExports.requestedBy, financial.userId));
    expect(rows).toHaveLength(1);
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'orders.export'), eq(auditEvents.actorUserId, financial.userId)));
    expect(audited).toHaveLength(1);
  });

  it('refuses a signed-out token: no export is queued or downloaded with it', async () => {
    const financial = await staffOf('Financial');
    const queued = (await create(financial.auth, { from: today(), to: today(), format: 'csv' }).expect(201))
      .body as OrderExportOutput;
    await runJob(queued.id);
    await http().post('/api/account/jwt/abmelden').set(financial.auth).expect(200);
    await download(financial.auth, queued.id).expect(401);
    await http().get('/api/support/order-exports').set(financial.auth).expect(401);
    await create(financial.auth, { from: today(), to: today(), format: 'xlsx' }).expect(401);
    const rows = await db().select().from(orderExports).where(eq(orderExports.requestedBy, financial.userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for unknown ids, 403 without the permission and 400 or 422 for bad input', async () => {
    const financial = await staffOf('Financial');
    const file = (id: string) => http().get(`/api/support/order-exports/${id}/file`).set(financial.auth);
    await file('00000000-0000-4000-8000-000000000000').expect(404);
    await file('987654321').expect(404);
    // A NUL byte in the path is refused before routing.
    await file(encodeURIComponent('a\u0000b')).expect(400);

    const support = await supportStaff(app());
    await create(support.auth, { from: today(), to: today(), format: 'csv' }).expect(403);
    await http().get('/api/support/order-exports').expect(401);

    const good = { from: today(), to: today(), format: 'csv' };
    for (const bad of [
      {},
      { ...good, from: 'a\u0000b' },
      { ...good, to: 'x'.repeat(100_000) },
      { ...good, from: '2026-02-30' },
      { ...good, format: 'pdf' },
      { ...good, countryId: 9 },
      { ...good, dealerId: 'x'.repeat(10_000) },
      { ...good, dealerId: 2 ** 40 },
      { ...good, status: 'a\u0000b' },
    ]) {
      await create(financial.auth, bad).expect(400);
    }
    await create(financial.auth, { ...good, from: '2026-11-02', to: '2026-11-01' }).expect(422);
    await create(financial.auth, { ...good, from: '2000-01-01', to: '2026-11-01' }).expect(422);
  });
});
