import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import { auditEvents, mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import {
  createDealer,
  createUser,
  expireEmailToken,
  randomEmail,
  sessionFor,
  signIn,
} from './accounts.fixture.js';
import type { ChangeUserEmailInput } from './dto/change-user-email.input.js';
import type { MessageOutput } from './dto/message.output.js';

/**
 * POST /api/support/users/{id}/email-change: staff move an account to a new address. The account keeps its
 * address until the owner follows the link mailed to the new one (the customer's confirmation call); the old
 * address is told. A taken address is 409, the change is audited, and everyone without `users.edit` is refused.
 */
describe('support changes the e-mail address of an account', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => app.get(DatabaseService).db;
  const change = (id: number | string, token: string, body: ChangeUserEmailInput | Record<string, unknown>) =>
    http().post(`/api/support/users/${id}/email-change`).set(bearer(token)).send(body);
  const confirm = (token: string) =>
    http().post('/api/account/email-anpassung-bestaetigen').send({ Token: token });
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const linkIn = async (email: string) => {
    const [mail] = await mailsTo(email);
    return /email-anpassung-bestaetigen\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const auditOf = (userId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(userId)), eq(auditEvents.action, 'users.email-change')));
  const emailOf = async (userId: number) =>
    (await db().select().from(users).where(eq(users.id, userId)))[0]?.email;
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

  it('mails a link to the new address and a note to the old; the link moves the account and ends its sessions', async () => {
    const user = await createUser(app);
    const session = await signIn(app, user.email);
    const next = randomEmail('neu');
    const res = await change(user.id, support, { email: next.toUpperCase() }).expect(200);
    expect(res.body).toEqual({
      Success: true,
      Message: `Der Bestätigungslink ist an ${next} unterwegs; bis er bestätigt ist, gilt die bisherige Adresse.`,
    } satisfies MessageOutput);
    // Nothing changes before the owner confirms.
    expect(await emailOf(user.id)).toBe(user.email);
    await http().get('/api/jwt/kunde/hat-bestellungen').set(bearer(session.token)).expect(200);

    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({
      template: 'support-email-change-notice',
      subject: 'Änderung Ihrer E-Mail-Adresse',
    });
    expect(notice?.text).toContain('n***@example.test');
    expect(notice?.text).not.toContain(next);
    const [mail] = await mailsTo(next);
    expect(mail).toMatchObject({ template: 'support-email-change' });
    const token = await linkIn(next);
    expect(token).toHaveLength(43);

    const confirmed = await confirm(token).expect(200);
    expect((confirmed.body as MessageOutput).Message).toBe(`Ihre E-Mail-Adresse lautet jetzt ${next}.`);
    expect(await emailOf(user.id)).toBe(next);
    await http().get('/api/jwt/kunde/hat-bestellungen').set(bearer(session.token)).expect(401);
    await signIn(app, next);
    // Used once.
    expect(((await confirm(token).expect(409)).body as ErrorResponse).error).toBe('TOKEN_USED');

    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      before: { email: user.email },
      after: { pendingEmail: next },
    });
  });

  it('refuses an address another account has (409); a link whose address was taken meanwhile is 409 too', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const res = await change(user.id, support, { email: other.email.toUpperCase() }).expect(409);
    expect((res.body as ErrorResponse).error).toBe('EMAIL_TAKEN');
    expect((res.body as ErrorResponse).message).toBe(
      'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.',
    );
    expect(await mailsTo(user.email)).toEqual([]);

    const next = randomEmail('neu');
    await change(user.id, support, { email: next }).expect(200);
    const token = await linkIn(next);
    await createUser(app, { email: next });
    await confirm(token).expect(409);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('an expired link changes nothing (410); a newer request makes the earlier link expire', async () => {
    const user = await createUser(app);
    const first = randomEmail('neu');
    await change(user.id, support, { email: first }).expect(200);
    const firstToken = await linkIn(first);
    const second = randomEmail('neu');
    await change(user.id, support, { email: second }).expect(200);
    expect(((await confirm(firstToken).expect(410)).body as ErrorResponse).error).toBe('TOKEN_EXPIRED');
    const secondToken = await linkIn(second);
    await expireEmailToken(app, secondToken);
    await confirm(secondToken).expect(410);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses bad addresses, NUL bytes and overlong input with a German 400, and the own address', async () => {
    const user = await createUser(app);
    const bodies: Record<string, unknown>[] = [
      {},
      { email: '' },
      { email: 'kein-at-zeichen' },
      { email: 42 },
      { email: ['a@example.test'] },
      { email: `a\u0000b@example.test` },
      { email: `${'a'.repeat(250)}@example.test` },
      { email: `${'a'.repeat(100_000)}@example.test` },
    ];
    for (const body of bodies) {
      const res = await change(user.id, support, body);
      expect({ status: res.status, error: (res.body as ErrorResponse).error }).toEqual({
        status: 400,
        error: 'VALIDATION_FAILED',
      });
    }
    const own = await change(user.id, support, { email: user.email.toUpperCase() }).expect(400);
    expect((own.body as ErrorResponse).message).toBe('Das ist bereits die E-Mail-Adresse dieses Kontos.');
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('a guest is 409, an unknown id 404; five changes an hour per account, then 429', async () => {
    const guest = await createUser(app, { isGuest: true, password: null });
    const forGuest = await change(guest.id, support, { email: randomEmail('neu') }).expect(409);
    expect((forGuest.body as ErrorResponse).error).toBe('GUEST_ACCOUNT');
    await change(987654321, support, { email: randomEmail('neu') }).expect(404);

    const user = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(user.id, support, { email: randomEmail('neu') })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect(await auditOf(user.id)).toHaveLength(5);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  it("answers 401 without a token and 403 to roles without users.edit, for staff targets and one's own account", async () => {
    const target = await createUser(app);
    await http()
      .post(`/api/support/users/${target.id}/email-change`)
      .send({ email: randomEmail() })
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
      await staff('Role_Interaid_DealerSupport'),
      await staff('Role_Interaid_Editor'),
      await staff('Role_Interaid_Financial'),
      await staff('Role_Interaid_meXSupport'),
    ];
    for (const token of refused) await change(target.id, token, { email: randomEmail('neu') }).expect(403);
    const editor = await createUser(app, { roles: ['Role_Interaid_Editor'] });
    await change(editor.id, support, { email: randomEmail('neu') }).expect(403);
    const supportUser = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const own = await signIn(app, supportUser.email);
    await change(supportUser.id, own.token, { email: randomEmail('neu') }).expect(403);
    expect(await mailsTo(target.email)).toEqual([]);
    expect(await auditOf(target.id)).toEqual([]);
  });
});
