import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { placedOrder } from '../orders/orders.fixture.js';
import { createDealer, createUser, randomEmail, sessionFor, signIn } from './accounts.fixture.js';
import type { SupportUserOutput, SupportUserPageOutput } from './dto/support-user.output.js';
import type { UpdateSupportUserInput } from './dto/update-support-user.input.js';

/**
 * The back office's users: GET /api/support/users (search, keyset pages), GET/PUT /api/support/users/{id}
 * and POST …/{id}/password-reset, for each role, with bad input, unknown ids and the audit rows they write.
 */
describe('support users', () => {
  // Seeded: the user page's orders are placed through the demo market.
  const seeded = useSeededTestApp();
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const staff = async (role: string) =>
    (await signIn(app, (await createUser(app, { roles: [role] })).email)).token;
  const search = (token: string, query: Record<string, string>) =>
    http().get('/api/support/users').query(query).set(bearer(token));
  const auditOf = (userId: number, action: string) =>
    app
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(userId)), eq(auditEvents.action, action)));
  const edit = {
    title1: 'Herr',
    title2: 'Dr.',
    firstName: 'Max',
    lastName: 'Muster',
    hasMexEnabled: true,
  } satisfies UpdateSupportUserInput;
  let support: string;
  let admin: string;

  beforeAll(async () => {
    app = seeded();
    support = await staff('Role_Interaid_CustomerSupport');
    admin = await staff('Role_Interaid_Admin');
  });

  it('finds users by e-mail prefix in any case, by customer number, role, site and guest flag', async () => {
    const prefix = `such-${Date.now()}`;
    const account = await createUser(app, { email: randomEmail(prefix) });
    const guest = await createUser(app, { email: randomEmail(prefix), isGuest: true, password: null });
    const byEmail = await search(support, { email: prefix.toUpperCase() }).expect(200);
    expect((byEmail.body as SupportUserPageOutput).users.map((u) => u.id)).toEqual([guest.id, account.id]);
    const accountsOnly = await search(support, { email: prefix, guest: 'false' }).expect(200);
    expect((accountsOnly.body as SupportUserPageOutput).users.map((u) => u.id)).toEqual([account.id]);
    const guestsOnly = await search(support, { email: prefix, guest: 'true' }).expect(200);
    expect((guestsOnly.body as SupportUserPageOutput).users.map((u) => u.id)).toEqual([guest.id]);
    const byNumber = await search(support, { customerNumber: String(account.id) }).expect(200);
    expect((byNumber.body as SupportUserPageOutput).users).toEqual([
      expect.objectContaining({ id: account.id, email: account.email, isGuest: false, isLocked: false }),
    ]);
    const otherSite = await search(support, { email: prefix, countryId: '3' }).expect(200);
    expect((otherSite.body as SupportUserPageOutput).users).toEqual([]);
    const byRole = await search(support, { role: 'admin', customerNumber: String(account.id) }).expect(200);
    expect((byRole.body as SupportUserPageOutput).users).toEqual([]);
    // The role key names the stored role: an admin is found by it, the customer is not.
    const adminUser = await createUser(app, { email: randomEmail(prefix), roles: ['Role_Interaid_Admin'] });
    const admins = await search(support, { role: 'admin', email: prefix }).expect(200);
    expect((admins.body as SupportUserPageOutput).users.map((u) => u.id)).toEqual([adminUser.id]);
  });

  it('treats % and _ in a prefix literally and finds names by the start of first or last name', async () => {
    const marker = `Zq${Date.now()}`;
    const user = await createUser(app);
    await app
      .get(DatabaseService)
      .db.update(users)
      .set({ lastName: `${marker}mann` })
      .where(eq(users.id, user.id));
    const found = await search(support, { name: marker.toLowerCase() }).expect(200);
    expect((found.body as SupportUserPageOutput).users.map((u) => u.id)).toEqual([user.id]);
    const wildcard = await search(support, { email: '%', name: '_' }).expect(200);
    expect((wildcard.body as SupportUserPageOutput).users).toEqual([]);
  });

  it('pages by cursor: 50 a page, newest first, next is null on the last page', async () => {
    const prefix = `seite-${Date.now()}`;
    const created: number[] = [];
    for (let i = 0; i < 51; i += 1) created.push((await createUser(app, { email: randomEmail(prefix) })).id);
    const first = (await search(support, { email: prefix }).expect(200)).body as SupportUserPageOutput;
    expect(first.users).toHaveLength(50);
    expect(first.next).toBe(first.users.at(-1)?.id);
    const second = (await search(support, { email: prefix, cursor: String(first.next) }).expect(200))
      .body as SupportUserPageOutput;
    expect(second).toEqual({ users: [expect.objectContaining({ id: created[0] })], next: null });
  });

  it('refuses bad filters with 400: NUL bytes, overlong text, unknown role, site or cursor', async () => {
    for (const query of [
      { email: 'a\u0000b' },
      { email: 'x'.repeat(255) },
      { name: 'y'.repeat(101) },
      { role: 'Role_Hacker' },
      { countryId: '4' },
      { customerNumber: '0' },
      { cursor: '-1' },
      { guest: 'vielleicht' },
      { unknown: '1' },
    ] as Record<string, string>[]) {
      const res = await search(support, query).expect(400);
      expect((res.body as ErrorResponse).error).toMatch(/BAD_REQUEST|VALIDATION_FAILED/);
    }
  });

  it("shows a user's page with their orders; an unknown id is 404, a bad id 400", async () => {
    const { user, orderId } = await placedOrder(app);
    const res = await http().get(`/api/support/users/${user.id}`).set(bearer(support)).expect(200);
    const page = res.body as SupportUserOutput;
    expect(page).toMatchObject({ id: user.id, email: user.email, title1: 'Frau', hasMexEnabled: false });
    expect(page.orders).toEqual([expect.objectContaining({ orderId, status: 'placed' })]);
    await http().get('/api/support/users/987654321').set(bearer(support)).expect(404);
    await http().get('/api/support/users/abc').set(bearer(support)).expect(400);
  });

  it('changes names, titles and the mex flag, audited with before and after', async () => {
    const user = await createUser(app);
    const res = await http().put(`/api/support/users/${user.id}`).set(bearer(support)).send(edit).expect(200);
    expect(res.body as SupportUserOutput).toMatchObject(edit);
    const [event] = await auditOf(user.id, 'users.edit');
    expect(event?.before).toMatchObject({ firstName: 'Erika', hasMexEnabled: false });
    expect(event?.after).toMatchObject(edit);
  });

  it('refuses a bad change with 400 and leaves the user as it was', async () => {
    const user = await createUser(app);
    for (const body of [
      {},
      { ...edit, firstName: '' },
      { ...edit, lastName: 'z'.repeat(101) },
      { ...edit, firstName: 'Ma\u0000x' },
      { ...edit, title1: 'König' },
      { ...edit, hasMexEnabled: 'ja' },
      { ...edit, roles: ['Role_Interaid_Admin'] },
    ]) {
      await http().put(`/api/support/users/${user.id}`).set(bearer(support)).send(body).expect(400);
    }
    await http().put('/api/support/users/987654321').set(bearer(support)).send(edit).expect(404);
    expect(await auditOf(user.id, 'users.edit')).toEqual([]);
  });

  it('queues the password-reset mail (audited); a guest has no password', async () => {
    const user = await createUser(app);
    await http().post(`/api/support/users/${user.id}/password-reset`).set(bearer(support)).expect(200);
    const mails = await app
      .get(DatabaseService)
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(await auditOf(user.id, 'users.password-reset')).toHaveLength(1);
    const guest = await createUser(app, { isGuest: true, password: null });
    await http().post(`/api/support/users/${guest.id}/password-reset`).set(bearer(support)).expect(409);
    await http().post('/api/support/users/987654321/password-reset').set(bearer(support)).expect(404);
  });

  it('support may not change staff or dealer accounts, an admin may', async () => {
    const dealer = await createUser(app, { roles: ['Role_Dealer'], dealerId: await createDealer(app) });
    await http().put(`/api/support/users/${dealer.id}`).set(bearer(support)).send(edit).expect(403);
    await http().post(`/api/support/users/${dealer.id}/password-reset`).set(bearer(support)).expect(403);
    await http().put(`/api/support/users/${dealer.id}`).set(bearer(admin)).send(edit).expect(200);
    const editor = await createUser(app, { roles: ['Role_Interaid_Editor'] });
    await http().put(`/api/support/users/${editor.id}`).set(bearer(support)).send(edit).expect(403);
    // Acting as a dealer or staff member from the user page would hand out their rights: refused to anyone.
    for (const token of [support, admin]) {
      for (const target of [dealer, editor]) {
        await http().post(`/api/support/impersonation/${target.id}`).set(bearer(token)).expect(403);
      }
    }
    expect(await auditOf(editor.id, 'users.edit')).toEqual([]);
  });

  it('answers 401 to visitors and 403 to roles without users.view or users.edit', async () => {
    const target = await createUser(app);
    await http().get('/api/support/users').expect(401);
    const refused = [
      (await signIn(app, (await createUser(app)).email)).token,
      (await sessionFor(app, await createUser(app, { isGuest: true, password: null }))).token,
      await staff('Role_Interaid_Editor'),
      await staff('Role_Interaid_Financial'),
    ];
    for (const token of refused) {
      await search(token, {}).expect(403);
      await http().get(`/api/support/users/${target.id}`).set(bearer(token)).expect(403);
      await http().put(`/api/support/users/${target.id}`).set(bearer(token)).send(edit).expect(403);
    }
    // Dealer support sees users but changes none.
    const viewer = await staff('Role_Interaid_DealerSupport');
    await http().get(`/api/support/users/${target.id}`).set(bearer(viewer)).expect(200);
    await http().put(`/api/support/users/${target.id}`).set(bearer(viewer)).send(edit).expect(403);
    await http().post(`/api/support/users/${target.id}/password-reset`).set(bearer(viewer)).expect(403);
    expect(await auditOf(target.id, 'users.edit')).toEqual([]);
  });
});
