import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { auditEvents, marketRevision } from '@fuel/db';
import { startTestApp } from '../../../test/test-app.js';
import { CacheService } from '../../core/cache/cache.service.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { createUser, randomClientAddress, sessionFrom, TEST_PASSWORD } from '../accounts/accounts.fixture.js';
import type { CacheStatusOutput, PurgeCacheOutput } from './dto/cache.dto.js';

const NOT_ADMIN = [
  'CustomerSupport',
  'DealerSupport',
  'Editor',
  'Financial',
  'Marketing',
  'meXSupport',
  'AdManager',
];

describe.each([
  ['Redis', {}],
  ['in process', { redisUrl: undefined }],
] as const)('back-office cache (%s)', (_name, overrides) => {
  let app: NestExpressApplication;
  let cache: CacheService;
  let runner: TransactionRunner;
  let adminToken: string;
  const http = () => request(app.getHttpServer());
  /** A staff role's token; a plain customer's without a role. */
  const tokenOf = async (role?: string) => {
    const user = await createUser(app, role ? { roles: [`Role_Interaid_${role}`] } : {});
    const res = await http()
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: user.email, Password: TEST_PASSWORD })
      .expect(200);
    return sessionFrom(res).token;
  };
  const status = async () =>
    (await http().get('/api/support/cache').set('Authorization', `Bearer ${adminToken}`).expect(200))
      .body as CacheStatusOutput;
  const purge = (body: unknown, token = adminToken) =>
    http()
      .post('/api/support/cache/purge')
      .set(token ? { Authorization: `Bearer ${token}` } : {})
      .send(body as object);
  const lastAudit = async (action: string) =>
    (
      await runner.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, action))
        .orderBy(desc(auditEvents.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    app = await startTestApp(overrides);
    cache = app.get(CacheService);
    runner = app.get(TransactionRunner);
    adminToken = await tokenOf('Admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the backend, that it answers, and the values per known prefix', async () => {
    await cache.set(`news:test:${Date.now()}`, 1, 60);
    const body = await status();
    expect(body.backend).toBe('redisUrl' in overrides ? 'in-process' : 'redis');
    expect(body.reachable).toBe(true);
    expect(body.prefixes.map((p) => p.prefix)).toEqual([
      'prices',
      'news',
      'dealers',
      'reviews',
      'location',
      'crosslinks',
      'sitemap',
    ]);
    expect(body.prefixes.find((p) => p.prefix === 'news')?.entries).toBeGreaterThanOrEqual(1);
  });

  it('purges one prefix only, tells how many values went, and audits it', async () => {
    await Promise.all([cache.set('prices:test:a', 1, 60), cache.set('prices:test:b', 2, 60)]);
    await cache.set('news:test:keep', 3, 60);
    const res = await purge({ prefix: 'prices' }).expect(200);
    expect((res.body as PurgeCacheOutput).removed).toBeGreaterThanOrEqual(2);
    expect(await cache.get('prices:test:a')).toBeUndefined();
    expect(await cache.get('news:test:keep')).toBe(3);
    expect((await status()).prefixes.find((p) => p.prefix === 'prices')?.entries).toBe(0);
    expect(await lastAudit('cache.purge')).toMatchObject({ entityType: 'cache', entityId: 'prices' });
  });

  it.each([
    ['an unknown prefix', { prefix: 'registration' }],
    ['a prefix with a NUL', { prefix: 'prices\u0000' }],
    ['a huge string', { prefix: 'p'.repeat(50_000) }],
    ['a number', { prefix: 7 }],
    ['no prefix', {}],
    ['an unknown field', { prefix: 'news', all: true }],
  ])('refuses %s with a German 400', async (_case, body) => {
    const res = await purge(body).expect(400);
    expect((res.body as { message: string }).message).toMatch(
      /Bitte prüfen Sie Ihre Eingaben|unzulässiges Steuerzeichen/,
    );
  });

  it('names the unknown prefix in German', async () => {
    const res = await purge({ prefix: 'everything' }).expect(400);
    expect(JSON.stringify(res.body)).toContain('Diesen Cache-Bereich gibt es nicht.');
  });

  it('reloads the market by bumping its revision, audited', async () => {
    const revisionNow = async () => (await runner.db.select().from(marketRevision))[0]?.revision ?? 0;
    // The seed writes the one revision row; this file's database is not seeded.
    await runner.db.insert(marketRevision).values({ id: 1, revision: 1 }).onConflictDoNothing();
    const before = await revisionNow();
    await http()
      .post('/api/support/cache/reload-market')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(204);
    expect(await revisionNow()).toBe(before + 1);
    expect(await lastAudit('cache.reloadMarket')).toMatchObject({ entityType: 'market' });
  });

  it('is for admins only: 401 without a session, 403 for every other role and for customers', async () => {
    await http().get('/api/support/cache').expect(401);
    await purge({ prefix: 'news' }, '').expect(401);
    await http().post('/api/support/cache/reload-market').expect(401);
    for (const role of [...NOT_ADMIN, undefined]) {
      const token = await tokenOf(role);
      await http().get('/api/support/cache').set('Authorization', `Bearer ${token}`).expect(403);
      await purge({ prefix: 'news' }, token).expect(403);
      await http()
        .post('/api/support/cache/reload-market')
        .set('Authorization', `Bearer ${token}`)
        .expect(403);
    }
  });
});

describe('back-office cache while Redis is away', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('says Redis is not reachable and counts nothing, within the ping timeout', async () => {
    const admin = await createUser(app, { roles: ['Role_Interaid_Admin'] });
    const signIn = await request(app.getHttpServer())
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: admin.email, Password: TEST_PASSWORD })
      .expect(200);
    const started = Date.now();
    const res = await request(app.getHttpServer())
      .get('/api/support/cache')
      .set('Authorization', `Bearer ${sessionFrom(signIn).token}`)
      .expect(200);
    // A bound on hanging, not a speed figure: without the ping timeout the call waits out ioredis' retries.
    expect(Date.now() - started).toBeLessThan(10_000);
    const body = res.body as CacheStatusOutput;
    expect(body).toMatchObject({ backend: 'redis', reachable: false });
    expect(body.prefixes.every((p) => p.entries === null)).toBe(true);
  });
});
