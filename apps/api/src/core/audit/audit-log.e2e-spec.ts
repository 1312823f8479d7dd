import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { auditEvents } from '@fuel/db';
import { startTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { buildRequestContext, systemContext } from '../context/request-context.js';
import type { AuthUser } from '../auth/auth-user.type.js';
import { AuditLog } from './audit-log.service.js';

function session(overrides: Partial<AuthUser>): AuthUser {
  return {
    id: 1,
    roles: [],
    isGuest: false,
    hasMexEnabled: false,
    isImpersonated: false,
    impersonatorId: null,
    dealerId: null,
    sessionId: 'sid',
    expiresAt: 0,
    claims: {} as AuthUser['claims'],
    ...overrides,
  };
}

/** Issue #11 points 1 and 2: one transaction mechanism, and the audit row commits or rolls back with the change. */
describe('TransactionRunner and AuditLog', () => {
  let app: NestExpressApplication;
  let runner: TransactionRunner;
  let audit: AuditLog;
  const entityId = () => `test-${Date.now()}-${Math.random()}`;
  const rowsOf = (id: string) => runner.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));

  beforeAll(async () => {
    app = await startTestApp();
    runner = app.get(TransactionRunner);
    audit = app.get(AuditLog);
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes the row inside the transaction and keeps it on commit', async () => {
    const id = entityId();
    await runner.transaction(async () => {
      expect(runner.inTransaction).toBe(true);
      await audit.record(systemContext('test'), { action: 'test.commit', entityType: 'test', entityId: id });
      // A nested transaction joins the outer one: it sees the uncommitted row.
      await runner.transaction(async () => expect(await rowsOf(id)).toHaveLength(1));
    });
    expect(runner.inTransaction).toBe(false);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ actorKind: 'system', action: 'test.commit', requestId: 'job:test' });
  });

  it('loses the row when the change fails', async () => {
    const id = entityId();
    await expect(
      runner.transaction(async () => {
        await audit.record(systemContext('test'), {
          action: 'test.rollback',
          entityType: 'test',
          entityId: id,
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('records staff under impersonation with the customer, and skips a customer acting for themselves', async () => {
    const impersonated = buildRequestContext({
      requestId: 'r1',
      countryId: '1',
      session: session({ id: 7, isImpersonated: true, impersonatorId: 3 }),
      providerName: 'Interaid',
    });
    expect(impersonated).toMatchObject({
      countryId: 1,
      actor: { kind: 'staff', userId: 3 },
      onBehalfOf: { userId: 7, isGuest: false },
    });
    const id = entityId();
    await audit.record(impersonated, {
      action: 'orders.cancel',
      entityType: 'order',
      entityId: id,
      before: { status: 'placed' },
      after: { status: 'cancelled' },
    });
    const customer = buildRequestContext({
      requestId: 'r2',
      countryId: undefined,
      session: session({ id: 7, roles: ['Role_Customer'] }),
      providerName: 'Interaid',
    });
    expect(customer.actor).toEqual({ kind: 'customer', userId: 7, isGuest: false });
    await audit.record(customer, { action: 'orders.cancel', entityType: 'order', entityId: id });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorUserId: 3,
      onBehalfOfUserId: 7,
      requestId: 'r1',
      before: { status: 'placed' },
      after: { status: 'cancelled' },
    });
  });

  it('knows dealer staff with their dealer, and back-office staff by their roles', () => {
    const dealer = buildRequestContext({
      requestId: 'r',
      countryId: 'x',
      session: session({ id: 5, roles: ['Role_Dealer'], dealerId: 17 }),
      providerName: 'Interaid',
    });
    expect(dealer).toMatchObject({ countryId: null, actor: { kind: 'dealer', userId: 5, dealerId: 17 } });
    const staff = buildRequestContext({
      requestId: 'r',
      countryId: 2,
      session: session({ id: 6, roles: ['Role_Interaid_CustomerSupport'] }),
      providerName: 'Interaid',
    });
    expect(staff).toMatchObject({ countryId: 2, actor: { kind: 'staff', userId: 6 } });
    const otherProvider = buildRequestContext({
      requestId: 'r',
      countryId: 2,
      session: session({ id: 6, roles: ['Role_Other_Admin'] }),
      providerName: 'Interaid',
    });
    expect(otherProvider.actor.kind).toBe('customer');
  });
});
