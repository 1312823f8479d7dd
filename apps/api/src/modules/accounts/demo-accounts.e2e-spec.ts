import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { inArray } from 'drizzle-orm';
import { users } from '@fuel/db';
import { DEMO_ACCOUNT_PASSWORD, seedDemoAccounts } from '@fuel/seed';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { BackOfficePermissionsOutput } from '../back-office/dto/console.output.js';
import { claimsOf, randomClientAddress } from './accounts.fixture.js';
import type { SignInOutput } from './dto/session.output.js';

const DEMO_EMAILS = [
  'kunde@example.com',
  'haendler@example.com',
  'support@example.com',
  'buchhaltung@example.com',
  'marketing@example.com',
  'werbung@example.com',
  'admin@example.com',
];

describe('demo accounts', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const signIn = async (email: string) => {
    const res = await request(app.getHttpServer())
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: email, Password: DEMO_ACCOUNT_PASSWORD })
      .expect(200);
    return res.body as SignInOutput;
  };

  it('are seeded idempotently and sign in with the documented password', async () => {
    const db = app.get(DatabaseService).db;
    await seedDemoAccounts(db);
    await seedDemoAccounts(db);
    const rows = await db.select().from(users).where(inArray(users.email, DEMO_EMAILS));
    expect(rows.map((r) => r.email).sort()).toEqual([...DEMO_EMAILS].sort());

    const roles: Record<string, unknown> = {};
    for (const email of DEMO_EMAILS) {
      roles[email] = claimsOf((await signIn(email)).token as string)['roles'];
    }
    expect(roles).toEqual({
      'kunde@example.com': 'Role_Customer',
      'haendler@example.com': ['Role_Dealer', 'Role_Customer'],
      'support@example.com': ['Role_Interaid_CustomerSupport', 'Role_Customer'],
      'buchhaltung@example.com': ['Role_Interaid_Financial', 'Role_Customer'],
      'marketing@example.com': ['Role_Interaid_Marketing', 'Role_Customer'],
      'werbung@example.com': ['Role_Interaid_AdManager', 'Role_Customer'],
      'admin@example.com': ['Role_Interaid_Admin', 'Role_Customer'],
    });
  });

  it('give the financial account the back office with cancellations and the export, not users or cache', async () => {
    await seedDemoAccounts(app.get(DatabaseService).db);
    const session = await signIn('buchhaltung@example.com');
    expect(session.redirectUrl).toBe('/support');
    const res = await request(app.getHttpServer())
      .get('/api/support/console/permissions')
      .set('Authorization', `Bearer ${session.token as string}`)
      .expect(200);
    expect((res.body as BackOfficePermissionsOutput).permissions).toEqual([
      'account.manage',
      'backoffice.view',
      'orders.support',
      'cancellations.manage',
      'sales.view',
      'orders.export',
      'statistics.view',
    ]);
    await request(app.getHttpServer())
      .get('/api/support/users')
      .set('Authorization', `Bearer ${session.token as string}`)
      .expect(403);
  });

  it('are refused in production', async () => {
    const before = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      await expect(seedDemoAccounts(app.get(DatabaseService).db)).rejects.toThrow(
        /never seeded in production/,
      );
    } finally {
      process.env['NODE_ENV'] = before;
    }
  });
});
