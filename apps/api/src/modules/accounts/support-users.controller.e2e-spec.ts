import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createDealer, createUser, sessionFor, signIn } from './accounts.fixture.js';

/**
 * Attacks on POST /api/support/users/{id}/lock|unlock: callers without `users.lock`, ids of accounts the
 * caller may not touch, NUL bytes in the id, revoked staff tokens and parallel calls. Each refusal leaves
 * the target as it was and writes no audit row.
 */
describe('support lock and unlock under attack', () => {
  let app: NestExpressApplication;
  const SUPPORT_ROLE = 'Role_Interaid_CustomerSupport';
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const call = (verb: 'lock' | 'unlock', id: number | string, token: string) =>
    http().post(`/api/support/users/${id}/${verb}`).set(bearer(token));
  const lockedAt = async (userId: number) => {
    const [row] = await app.get(DatabaseService).db.select().from(users).where(eq(users.id, userId));
    return row?.lockedAt;
  };
  const auditOf = (userId: number) =>
    app
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(userId)));
  const supportSession = async () => signIn(app, (await createUser(app, { roles: [SUPPORT_ROLE] })).email);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a customer, a guest, dealer staff and staff without users.lock can neither lock nor unlock', async () => {
    const target = await createUser(app);
    const locked = await createUser(app);
    const support = await supportSession();
    await call('lock', locked.id, support.token).expect(200);
    const callers = [
      await signIn(app, (await createUser(app)).email),
      await sessionFor(app, await createUser(app, { isGuest: true, password: null })),
      await signIn(
        app,
        (await createUser(app, { roles: ['Role_Dealer'], dealerId: await createDealer(app) })).email,
      ),
      await signIn(app, (await createUser(app, { roles: ['Role_Interaid_Editor'] })).email),
      await signIn(app, (await createUser(app, { roles: ['Role_Interaid_DealerSupport'] })).email),
    ];
    for (const caller of callers) {
      const lock = await call('lock', target.id, caller.token).expect(403);
      expect((lock.body as ErrorResponse).error).toBe('FORBIDDEN');
      await call('unlock', locked.id, caller.token).expect(403);
    }
    await http().post(`/api/support/users/${target.id}/lock`).expect(401);
    await http().post(`/api/support/users/${locked.id}/unlock`).expect(401);
    expect(await lockedAt(target.id)).toBeNull();
    expect(await lockedAt(locked.id)).toBeInstanceOf(Date);
    expect(await auditOf(target.id)).toEqual([]);
    expect((await auditOf(locked.id)).map((row) => row.action)).toEqual(['users.lock']);
  });

  it('support may not lock or unlock dealer staff or other staff; an admin may lock dealer staff', async () => {
    const support = await supportSession();
    const dealerStaff = await createUser(app, { roles: ['Role_Dealer'], dealerId: await createDealer(app) });
    const colleague = await createUser(app, { roles: [SUPPORT_ROLE] });
    const admin = await signIn(app, (await createUser(app, { roles: ['Role_Interaid_Admin'] })).email);

    for (const id of [dealerStaff.id, colleague.id]) {
      await call('lock', id, support.token).expect(403);
      await call('unlock', id, support.token).expect(403);
    }
    await call('lock', dealerStaff.id, admin.token).expect(200);
    // Nor undo an admin's lock of dealer staff.
    await call('unlock', dealerStaff.id, support.token).expect(403);
    expect(await lockedAt(dealerStaff.id)).toBeInstanceOf(Date);
    expect(await lockedAt(colleague.id)).toBeNull();
  });

  it('a NUL byte or an odd value in the id is refused before anything is looked up', async () => {
    const support = await supportSession();
    const customer = await createUser(app);
    for (const id of [`${customer.id}%00`, `%00${customer.id}`, `${customer.id}%00/../${customer.id}`]) {
      const res = await call('lock', id, support.token);
      expect(res.status).toBe(400);
      expect((res.body as ErrorResponse).error).toBe('VALIDATION_FAILED');
    }
    for (const id of ['0', '-1', `${customer.id}.0`, '2147483648', `${customer.id}abc`]) {
      const res = await call('lock', id, support.token).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('userId');
    }
    expect(await lockedAt(customer.id)).toBeNull();
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it('a revoked staff token locks and unlocks nothing: signed out, or the staff member locked in turn', async () => {
    const support = await createUser(app, { roles: [SUPPORT_ROLE] });
    const [signedOut, kept] = [await signIn(app, support.email), await signIn(app, support.email)];
    const customer = await createUser(app);
    await call('lock', customer.id, kept.token).expect(200);
    await http().post('/api/account/jwt/abmelden').set(bearer(signedOut.token)).expect(200);
    await call('unlock', customer.id, signedOut.token).expect(401);
    expect(await lockedAt(customer.id)).toBeInstanceOf(Date);

    const admin = await signIn(app, (await createUser(app, { roles: ['Role_Interaid_Admin'] })).email);
    await call('lock', support.id, admin.token).expect(200);
    await call('unlock', customer.id, kept.token).expect(401);
    const other = await createUser(app);
    await call('lock', other.id, kept.token).expect(401);
    expect(await lockedAt(customer.id)).toBeInstanceOf(Date);
    expect(await lockedAt(other.id)).toBeNull();
  });

  it('50 unlocks at once all hold, and 50 mixed locks and unlocks end in the state of the last one', async () => {
    const support = await supportSession();
    const customer = await createUser(app);
    await call('lock', customer.id, support.token).expect(200);
    const unlocks = await Promise.all(
      Array.from({ length: 50 }, () => call('unlock', customer.id, support.token)),
    );
    expect(new Set(unlocks.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await lockedAt(customer.id)).toBeNull();
    await signIn(app, customer.email);

    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(i % 2 === 0 ? 'lock' : 'unlock', customer.id, support.token)),
    );
    expect(new Set(mixed.map((answer) => answer.status))).toEqual(new Set([200]));
    // Every call was audited, and the row says what the last audited call did.
    const rows = await auditOf(customer.id);
    expect(rows).toHaveLength(1 + 50 + 50);
    const last = rows.reduce((a, b) => (b.id > a.id ? b : a));
    expect((await lockedAt(customer.id)) instanceof Date).toBe(last.action === 'users.lock');
    // Each row's `before` is the previous row's `after`: read under the row lock, not before the transaction.
    const chain = rows.sort((a, b) => a.id - b.id).slice(-100);
    chain.slice(1).forEach((row, i) => expect(row.before).toEqual(chain[i]?.after));
  });
});
