import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, asc, eq } from 'drizzle-orm';
import { auditEvents, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createDealer, createUser, sessionFor, signIn } from './accounts.fixture.js';
import type { SetUserRolesInput } from './dto/set-user-roles.input.js';
import type { SupportUserOutput } from './dto/support-user.output.js';
import { UsersRepository } from './users.repository.js';

const ADMIN = 'Role_Interaid_Admin';
const SUPPORT = 'Role_Interaid_CustomerSupport';
const EDITOR = 'Role_Interaid_Editor';
const FINANCIAL = 'Role_Interaid_Financial';
/** Any call that needs a live session. */
const SIGNED_IN_CALL = '/api/jwt/kunde/hat-bestellungen';

/**
 * PUT /api/support/users/{id}/roles: an admin sets an account's staff roles (and a dealer's link). The
 * account's sessions end, the change is audited with before and after; nobody changes their own roles, the
 * last admin keeps admin, and everyone without `users.roles` is refused.
 */
describe('an admin sets the roles of an account', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => app.get(DatabaseService).db;
  const setRoles = (id: number | string, token: string, body: SetUserRolesInput | Record<string, unknown>) =>
    http().put(`/api/support/users/${id}/roles`).set(bearer(token)).send(body);
  const auditOf = (userId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(userId)), eq(auditEvents.action, 'users.roles')))
      .orderBy(asc(auditEvents.id));
  const rowOf = async (userId: number) => (await db().select().from(users).where(eq(users.id, userId)))[0];
  const staffSession = async (role: string) => signIn(app, (await createUser(app, { roles: [role] })).email);
  let admin: { id: number; token: string };

  beforeAll(async () => {
    app = await startTestApp();
    const adminUser = await createUser(app, { roles: [ADMIN] });
    admin = { id: adminUser.id, token: (await signIn(app, adminUser.email)).token };
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes a customer support staff: the answer shows the roles, the old token is 401, the audit has before and after', async () => {
    const user = await createUser(app, { roles: ['Role_Press'] });
    const old = await signIn(app, user.email);
    await http().get(SIGNED_IN_CALL).set(bearer(old.token)).expect(200);

    const res = await setRoles(user.id, admin.token, { roles: [SUPPORT] }).expect(200);
    const body = res.body as SupportUserOutput;
    // Roles the page does not manage (press) stay.
    expect(body.roles).toEqual(['Role_Press', SUPPORT]);
    expect(body.managedRoles.map((role) => role.name)).toContain(SUPPORT);
    await http().get(SIGNED_IN_CALL).set(bearer(old.token)).expect(401);

    const fresh = await signIn(app, user.email);
    await http().get(`/api/support/users/${admin.id}`).set(bearer(fresh.token)).expect(200);
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      actorUserId: admin.id,
      entityType: 'user',
      before: { roles: ['Role_Press'], dealerId: null },
      after: { roles: ['Role_Press', SUPPORT], dealerId: null },
    });

    // The same roles again change nothing: no audit, the new session lives on.
    await setRoles(user.id, admin.token, { roles: [SUPPORT] }).expect(200);
    expect(await auditOf(user.id)).toHaveLength(1);
    await http().get(SIGNED_IN_CALL).set(bearer(fresh.token)).expect(200);

    // Taken again: support's screens are closed to the next token.
    await setRoles(user.id, admin.token, { roles: [] }).expect(200);
    await http().get(SIGNED_IN_CALL).set(bearer(fresh.token)).expect(401);
    const customer = await signIn(app, user.email);
    await http().get(`/api/support/users/${admin.id}`).set(bearer(customer.token)).expect(403);
    expect((await rowOf(user.id))?.roles).toEqual(['Role_Press']);
  });

  it('links a dealer account to its dealer and clears the link with the role', async () => {
    const dealerId = await createDealer(app);
    const user = await createUser(app);
    const missing = await setRoles(user.id, admin.token, { roles: ['Role_Dealer'] }).expect(400);
    expect((missing.body as ErrorResponse).message).toBe(
      'Ein Händlerkonto braucht die Nummer seines Händlers.',
    );
    const unknown = await setRoles(user.id, admin.token, { roles: ['Role_Dealer'], dealerId: 2147483000 });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ErrorResponse).message).toBe('Diesen Händler gibt es nicht.');

    const res = await setRoles(user.id, admin.token, { roles: ['Role_Dealer'], dealerId }).expect(200);
    expect(res.body).toMatchObject({ roles: ['Role_Dealer'], dealerId });
    await setRoles(user.id, admin.token, { roles: [EDITOR], dealerId }).expect(200);
    expect(await rowOf(user.id)).toMatchObject({ roles: [EDITOR], dealerId: null });
  });

  it('refuses unknown role names, computed roles, bad shapes and NUL bytes with a German 400', async () => {
    const user = await createUser(app);
    const bodies: Record<string, unknown>[] = [
      { roles: ['Role_Superuser'] },
      { roles: ['Role_OtherProvider_Admin'] },
      { roles: ['Role_Customer'] },
      { roles: ['ComputedRole_Mex_Customer'] },
      { roles: [`${ADMIN}\u0000`] },
      { roles: ['x'.repeat(10_000)] },
      { roles: Array.from({ length: 21 }, () => SUPPORT) },
      { roles: SUPPORT },
      { roles: [42] },
      {},
      { roles: [], dealerId: 0 },
      { roles: [], dealerId: 'eins' },
    ];
    for (const body of bodies) {
      const res = await setRoles(user.id, admin.token, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect((res.body as ErrorResponse).error).toBe('VALIDATION_FAILED');
    }
    const named = await setRoles(user.id, admin.token, { roles: ['Role_Superuser'] });
    expect((named.body as ErrorResponse).message).toMatch(/^Diese Rolle gibt es nicht\. Möglich sind: /);
    expect(await rowOf(user.id)).toMatchObject({ roles: [] });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses an admin their own roles (403) and a guest (409); 404 for an unknown id', async () => {
    const res = await setRoles(admin.id, admin.token, { roles: [SUPPORT] }).expect(403);
    expect((res.body as ErrorResponse).message).toBe('Ihre eigenen Rollen können Sie nicht ändern.');
    expect((await rowOf(admin.id))?.roles).toEqual([ADMIN]);
    const guest = await createUser(app, { isGuest: true, password: null });
    const forGuest = await setRoles(guest.id, admin.token, { roles: [SUPPORT] }).expect(409);
    expect((forGuest.body as ErrorResponse).error).toBe('GUEST_ACCOUNT');
    await setRoles(987654321, admin.token, { roles: [SUPPORT] }).expect(404);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('keeps admin on the last admin who can sign in (409)', async () => {
    const other = await createUser(app, { roles: [ADMIN, SUPPORT] });
    // The shared test database holds other files' admins: this app's repository counts none besides.
    const count = jest.spyOn(app.get(UsersRepository), 'countActiveHolders').mockResolvedValue(0);
    try {
      const res = await setRoles(other.id, admin.token, { roles: [SUPPORT] }).expect(409);
      expect((res.body as ErrorResponse).error).toBe('LAST_ADMIN');
      expect((res.body as ErrorResponse).message).toBe(
        'Das ist das letzte Admin-Konto: Es behält die Admin-Rolle, bis ein anderes Konto sie hat.',
      );
      // Changing its other roles is fine.
      await setRoles(other.id, admin.token, { roles: [ADMIN] }).expect(200);
    } finally {
      count.mockRestore();
    }
    expect((await rowOf(other.id))?.roles).toEqual([ADMIN]);
    await setRoles(other.id, admin.token, { roles: [SUPPORT] }).expect(200);
  });

  it("two admins taking each other's admin at once: one change applies, one admin stays", async () => {
    const a = await createUser(app, { roles: [ADMIN] });
    const b = await createUser(app, { roles: [ADMIN] });
    const [tokenA, tokenB] = [(await signIn(app, a.email)).token, (await signIn(app, b.email)).token];
    const answers = await Promise.all([
      setRoles(b.id, tokenA, { roles: [] }),
      setRoles(a.id, tokenB, { roles: [] }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200);
    // Refused by the guard (its session ended) or under the locks (no admin any more).
    expect([401, 403]).toContain(refused?.status);
    const rows = [await rowOf(a.id), await rowOf(b.id)];
    expect(rows.filter((row) => row?.roles.includes(ADMIN))).toHaveLength(1);
    expect([...(await auditOf(a.id)), ...(await auditOf(b.id))]).toHaveLength(1);
  });

  it('20 parallel changes of one account apply one after another: each audit starts where the last ended', async () => {
    const user = await createUser(app);
    const choices = [[SUPPORT], [EDITOR], [FINANCIAL], [SUPPORT, EDITOR], []];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setRoles(user.id, admin.token, { roles: choices[i % 5] ?? [] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const audit = await auditOf(user.id);
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.length).toBeLessThanOrEqual(20);
    let roles: unknown = [];
    for (const event of audit) {
      expect((event.before as { roles: unknown }).roles).toEqual(roles);
      roles = (event.after as { roles: unknown }).roles;
      expect(roles).not.toEqual((event.before as { roles: unknown }).roles);
    }
    expect((await rowOf(user.id))?.roles).toEqual(roles);
  });

  it('answers 401 without a token and 403 to every role without users.roles', async () => {
    const target = await createUser(app);
    await http()
      .put(`/api/support/users/${target.id}/roles`)
      .send({ roles: [ADMIN] })
      .expect(401);
    const refused = [
      (await signIn(app, (await createUser(app)).email)).token,
      (await sessionFor(app, await createUser(app, { isGuest: true, password: null }))).token,
      (
        await signIn(
          app,
          (await createUser(app, { roles: ['Role_Dealer'], dealerId: await createDealer(app) })).email,
        )
      ).token,
      ...(await Promise.all(
        [
          SUPPORT,
          'Role_Interaid_DealerSupport',
          EDITOR,
          FINANCIAL,
          'Role_Interaid_Marketing',
          'Role_Interaid_meXSupport',
          'Role_Interaid_AdManager',
        ].map(async (role) => (await staffSession(role)).token),
      )),
    ];
    for (const token of refused) {
      const res = await setRoles(target.id, token, { roles: [ADMIN] }).expect(403);
      expect((res.body as ErrorResponse).error).toBe('FORBIDDEN');
    }
    // A signed-out admin's token is no token.
    const signedOut = await signIn(app, (await createUser(app, { roles: [ADMIN] })).email);
    await http().post('/api/account/jwt/abmelden').set(bearer(signedOut.token)).expect(200);
    await setRoles(target.id, signedOut.token, { roles: [ADMIN] }).expect(401);
    expect(await rowOf(target.id)).toMatchObject({ roles: [] });
    expect(await auditOf(target.id)).toEqual([]);
  });
});
