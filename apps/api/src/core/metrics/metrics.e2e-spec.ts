import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '@fuel/db';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../test/test-app.js';
import { buildOpenApiDocument } from '../../bootstrap.js';
import { AccountMails, MailOutbox } from '../../modules/mail/index.js';
import { DatabaseService } from '../database/database.service.js';
import type { ErrorResponse } from '../http/error-response.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { NODE_METRICS_PREFIX } from './metrics.service.js';

interface Sample {
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** The samples of one family in Prometheus's text format (no label value here holds a quote or comma). */
function samples(text: string, name: string): Sample[] {
  const line = new RegExp(`^${name}(?:\\{(.*)\\})? (\\S+)$`);
  return text.split('\n').flatMap((row) => {
    const match = line.exec(row);
    if (!match) return [];
    const labels = Object.fromEntries(
      (match[1] ? match[1].split(',') : []).map((pair) => {
        const [key = '', value = ''] = pair.split('=');
        return [key, value.replace(/^"|"$/g, '')];
      }),
    );
    return [{ labels, value: Number(match[2]) }];
  });
}

/** The value of the sample whose labels include `labels`; 0 when there is none yet (counters start absent). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samples(text, name).filter((s) =>
    Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

const FAMILIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'fuel_job_queue_depth',
  'fuel_job_queue_active',
  'fuel_job_queue_failed',
  'fuel_mail_outbox_pending',
  'fuel_mail_outbox_oldest_pending_age_seconds',
  'fuel_cache_hits_total',
  'fuel_cache_misses_total',
  'fuel_market_snapshot_age_seconds',
  'fuel_market_snapshot_revision',
  'fuel_db_pool_connections',
  'fuel_db_pool_idle_connections',
  'fuel_db_pool_waiting_requests',
  'fuel_db_pool_max_connections',
  `${NODE_METRICS_PREFIX}nodejs_eventloop_lag_seconds`,
  `${NODE_METRICS_PREFIX}nodejs_heap_size_used_bytes`,
  `${NODE_METRICS_PREFIX}process_cpu_seconds_total`,
];

/** Issue #15 point 5: the API's Prometheus metrics on GET /metrics. */
describe('GET /metrics', () => {
  // The outbox gauges count the whole table: a database of this file's own, so other files' mails stay out.
  const databaseUrl = useOwnDatabase('fuel_metrics');
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const scrape = async () => {
    const res = await http().get('/metrics').expect(200);
    return res.text;
  };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl() });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers in Prometheus's text format with every family", async () => {
    const res = await http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of FAMILIES) expect(res.text).toContain(`# TYPE ${name} `);
  });

  it('counts a templated route under its template, never under the raw path', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/site/:countryId/dealers/:id', status: '404' };
    await http().get('/api/site/1/dealers/48151623').expect(404);
    await http().get('/api/site/2/dealers/48151624').expect(404);
    const after = await scrape();
    expect(
      valueOf(after, 'http_requests_total', labels) - valueOf(before, 'http_requests_total', labels),
    ).toBe(2);
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(2);
    expect(after).not.toContain('48151623');
    expect(after).not.toContain('/api/site/1/');
  });

  it('counts an unknown path as unmatched, whatever the path', async () => {
    const labels = { method: 'GET', route: 'unmatched', status: '404' };
    const before = valueOf(await scrape(), 'http_requests_total', labels);
    await http().get('/api/gibt-es-nicht/heizoel-bayern').expect(404);
    await http().get('/wp-login.php').expect(404);
    const after = await scrape();
    expect(valueOf(after, 'http_requests_total', labels) - before).toBe(2);
    expect(after).not.toContain('heizoel-bayern');
    expect(after).not.toContain('wp-login');
  });

  it('counts the scrape itself and errors under their route with their status', async () => {
    await http().get('/api/site/7/dealers/1').expect(400);
    const text = await scrape();
    expect(
      valueOf(text, 'http_requests_total', { route: '/api/site/:countryId/dealers/:id', status: '400' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_requests_total', { route: '/metrics', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('refuses a request that came through a proxy with the usual 404', async () => {
    const unknown = (await http().get('/gibt-es-nicht').expect(404)).body as ErrorResponse;
    for (const [header, value] of [
      ['X-Forwarded-For', '203.0.113.7'],
      ['X-Forwarded-For', ''],
      ['Forwarded', 'for=203.0.113.7;proto=https'],
    ] as const) {
      const res = await http().get('/metrics').set(header, value).expect(404);
      const body = res.body as ErrorResponse;
      expect(body).toMatchObject({ status: 404, error: 'NOT_FOUND', message: unknown.message });
      expect(res.text).not.toContain('# TYPE');
    }
  });

  it('is public but never reads a token, and answers nothing else', async () => {
    await http().get('/metrics').set('Authorization', 'Bearer kein-gültiges-token').expect(200);
    await http().post('/metrics').send({}).expect(404);
    await http().delete('/metrics').expect(404);
    await http().get('/api/metrics').expect(404);
    await http()
      .get('/metrics%00')
      .expect((res) => expect([400, 404]).toContain(res.status));
  });

  it('stays out of the OpenAPI document', () => {
    const paths = Object.keys(buildOpenApiDocument(app).paths);
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('answers 30 scrapes at once, each complete', async () => {
    const texts = await Promise.all(Array.from({ length: 30 }, () => scrape()));
    for (const text of texts) {
      expect(text).toContain('# TYPE fuel_mail_outbox_pending gauge');
      expect(samples(text, 'fuel_mail_outbox_pending')).toHaveLength(1);
    }
  });

  it('moves the cache counters: a second read of the same answer is a hit', async () => {
    const labels = { prefix: 'dealers' };
    const before = await scrape();
    await http().get('/api/site/3/dealers/states').expect(200);
    await http().get('/api/site/3/dealers/states').expect(200);
    const after = await scrape();
    const hits =
      valueOf(after, 'fuel_cache_hits_total', labels) - valueOf(before, 'fuel_cache_hits_total', labels);
    const misses =
      valueOf(after, 'fuel_cache_misses_total', labels) - valueOf(before, 'fuel_cache_misses_total', labels);
    // The first read may find what another test file cached in the shared Redis; the second always does.
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(hits + misses).toBe(2);
  });

  it('shows a pending mail in the outbox gauges, with its age', async () => {
    const before = await scrape();
    expect(valueOf(before, 'fuel_mail_outbox_pending')).toBe(0);
    expect(valueOf(before, 'fuel_mail_outbox_oldest_pending_age_seconds')).toBe(0);

    const mail = app.get(AccountMails).resetPassword({
      to: 'henrike.lindqvist@example.test',
      countryId: 1,
      token: 'B'.repeat(43),
      name: { title1: 'Frau', title2: null, lastName: 'Lindqvist' },
    });
    const id = await app.get(MailOutbox).enqueue(mail);
    expect(id).toBeDefined();
    // Written ten minutes ago, as if the mail server had been away since.
    await app
      .get(DatabaseService)
      .db.update(mailOutbox)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(mailOutbox.id, id ?? 0));

    const after = await scrape();
    expect(valueOf(after, 'fuel_mail_outbox_pending')).toBe(1);
    expect(valueOf(after, 'fuel_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
  });

  it('reports the market snapshot, the database pool and the Node figures', async () => {
    const text = await scrape();
    expect(valueOf(text, 'fuel_market_snapshot_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(valueOf(text, 'fuel_market_snapshot_age_seconds'))).toBe(true);
    expect(valueOf(text, 'fuel_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'fuel_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'fuel_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, `${NODE_METRICS_PREFIX}nodejs_heap_size_used_bytes`)).toBeGreaterThan(0);
  });

  it('shows no queue while the job queue is off, and each registered queue once it runs', async () => {
    const jobs = app.get(JobQueue);
    expect(samples(await scrape(), 'fuel_job_queue_depth')).toEqual([]);

    await jobs.start();
    const text = await scrape();
    const queues = samples(text, 'fuel_job_queue_depth').map((s) => s.labels['queue']);
    expect(queues.sort()).toEqual([...jobs.names].sort());
    expect(valueOf(text, 'fuel_job_queue_failed', { queue: 'mail.deliver' })).toBe(0);
  }, 60_000);
});
