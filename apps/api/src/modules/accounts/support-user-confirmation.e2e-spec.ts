import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createDealer, createUser, issueEmailToken, sessionFor, signIn } from './accounts.fixture.js';
import type { MessageOutput } from './dto/message.output.js';
import type { LinkSignInOutput } from './dto/link-sign-in.output.js';

/**
 * POST /api/support/users/{id}/confirmation-mail: support resends registration's confirmation mail. One outbox
 * mail with a working link (earlier links expire), only for an unconfirmed, unlocked account, one mail for a
 * burst of calls, audited; refused to everyone without `users.edit`.
 */
describe('support resends the confirmation mail', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => app.get(DatabaseService).db;
  const resend = (id: number | string, token: string) =>
    http().post(`/api/support/users/${id}/confirmation-mail`).set(bearer(token));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const auditOf = (userId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, String(userId)), eq(auditEvents.action, 'users.resend-confirmation')),
      );
  const staff = async (role: string) =>
    (await signIn(app, (await createUser(app, { roles: [role] })).email)).token;
  let support: string;

  beforeAll(async () => {
    app = await startTestApp();
    support = await staff('Role_Interaid_CustomerSupport');
  });
  afterAll(async () => {
    await app.close();
  });

  it('queues one mail whose link confirms the account; the link sent before no longer works', async () => {
    const user = await createUser(app);
    const earlier = await issueEmailToken(app, 'confirm-request', user.id, { email: user.email });
    const res = await resend(user.id, support).expect(200);
    expect(res.body).toEqual({
      Success: true,
      Message: 'Die Bestätigungs-Mail ist unterwegs; frühere Links gelten nicht mehr.',
    } satisfies MessageOutput);

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ template: 'confirm-request', site: 'de' });
    const token = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);

    const old = await http().post('/api/account/anfrage-bestaetigen').send({ Token: earlier }).expect(410);
    expect((old.body as ErrorResponse).error).toBe('TOKEN_EXPIRED');
    const confirmed = await http()
      .post('/api/account/anfrage-bestaetigen')
      .send({ Token: token })
      .expect(200);
    expect((confirmed.body as LinkSignInOutput).Token).toEqual(expect.any(String));
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);

    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'user', actorKind: 'staff' });
    // Confirmed now: nothing more to send.
    const again = await resend(user.id, support).expect(409);
    expect((again.body as ErrorResponse).message).toBe(
      'Die E-Mail-Adresse dieses Kontos ist bereits bestätigt.',
    );
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('refuses a confirmed account, a guest and a locked account with a German 409, sending nothing', async () => {
    const confirmed = await createUser(app);
    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, confirmed.id));
    const guest = await createUser(app, { isGuest: true, password: null });
    const locked = await createUser(app);
    await http().post(`/api/support/users/${locked.id}/lock`).set(bearer(support)).expect(200);
    const expected: [number, string, string][] = [
      [confirmed.id, 'ALREADY_CONFIRMED', 'Die E-Mail-Adresse dieses Kontos ist bereits bestätigt.'],
      [guest.id, 'GUEST_ACCOUNT', 'Ein Gast hat kein Kundenkonto, das er bestätigen könnte.'],
      [locked.id, 'ACCOUNT_LOCKED', 'Das Konto ist gesperrt. Entsperren Sie es zuerst.'],
    ];
    for (const [id, error, message] of expected) {
      const res = await resend(id, support).expect(409);
      expect(res.body).toMatchObject({ error, message });
      expect(await auditOf(id)).toEqual([]);
    }
    for (const user of [confirmed, guest, locked]) expect(await mailsTo(user.email)).toEqual([]);
  });

  it('20 parallel calls send one mail; the others answer 429 with Retry-After', async () => {
    const user = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => resend(user.id, support)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(19);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await auditOf(user.id)).toHaveLength(1);
    // Another support member is counted against the same account.
    await resend(user.id, await staff('Role_Interaid_CustomerSupport')).expect(429);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a positive int4 or holds a NUL', async () => {
    await resend(987654321, support).expect(404);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999', '1%00']) {
      const res = await resend(id, support).expect(400);
      expect((res.body as ErrorResponse).error).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 401 without a token and 403 to roles without users.edit and for staff targets', async () => {
    const target = await createUser(app);
    await http().post(`/api/support/users/${target.id}/confirmation-mail`).expect(401);
    const refused = [
      (await signIn(app, (await createUser(app)).email)).token,
      (await sessionFor(app, await createUser(app, { isGuest: true, password: null }))).token,
      (
        await signIn(
          app,
          (await createUser(app, { roles: ['Role_Dealer'], dealerId: await createDealer(app) })).email,
        )
      ).token,
      await staff('Role_Interaid_DealerSupport'),
      await staff('Role_Interaid_Editor'),
      await staff('Role_Interaid_Financial'),
      await staff('Role_Interaid_meXSupport'),
    ];
    for (const token of refused) await resend(target.id, token).expect(403);
    // Support does not mail staff accounts; nobody their own.
    const editor = await createUser(app, { roles: ['Role_Interaid_Editor'] });
    await resend(editor.id, support).expect(403);
    expect(await mailsTo(target.email)).toEqual([]);
    expect(await mailsTo(editor.email)).toEqual([]);
    expect(await auditOf(target.id)).toEqual([]);
    // A signed-out support session sends nothing.
    const supportUser = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const session = await signIn(app, supportUser.email);
    await http().post('/api/account/jwt/abmelden').set(bearer(session.token)).expect(200);
    await resend(target.id, session.token).expect(401);
    expect(await mailsTo(target.email)).toEqual([]);
  });
});
