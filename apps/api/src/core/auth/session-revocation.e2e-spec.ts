import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseService } from '../database/database.service.js';
import type { ErrorResponse } from '../http/error-response.js';
import {
  TEST_PASSWORD,
  claimsOf,
  cookieHeader,
  createUser,
  randomClientAddress,
  randomEmail,
  sessionFrom,
  signIn,
} from '../../modules/accounts/accounts.fixture.js';
import { AUTH_COOKIES } from './auth-cookies.js';

/**
 * Issue #10 point 4: every access token names its session, and ending the session (sign-out, reuse
 * detection, password or e-mail change, ending or replacing an impersonation, a staff lock) makes its
 * access tokens useless at once in the process that ended it and within a second in any other: two API
 * instances on one database and Redis.
 */
describe('revocable sessions (two API instances)', () => {
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  const SUPPORT_ROLE = 'Role_Interaid_CustomerSupport';
  /** A route that needs a live session (any signed-in user). */
  const PROBE = '/api/jwt/kunde/hat-bestellungen';
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const status = async (app: NestExpressApplication, token: string) =>
    (await request(app.getHttpServer()).get(PROBE).set(bearer(token))).status;

  /** Polls the other instance until the token is refused; the time it took, in ms (fails past 1.5 s). */
  async function msUntilRefused(app: NestExpressApplication, token: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 1_500) {
      if ((await status(app, token)) === 401) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the token still works in the other instance after 1.5 s');
  }

  /** Revoked here: refused here at once, and in the other instance (cache warmed first) within 1 s. */
  async function expectRevokedEverywhere(token: string, revoke: () => Promise<unknown>): Promise<void> {
    expect(await status(a, token)).toBe(200);
    expect(await status(b, token)).toBe(200);
    await revoke();
    expect(await status(a, token)).toBe(401);
    expect(await msUntilRefused(b, token)).toBeLessThan(1_000);
  }

  beforeAll(async () => {
    // No grace for a reused refresh token, so the reuse test need not wait.
    a = await startTestApp({ refreshReuseGraceSeconds: 0 });
    b = await startTestApp({ refreshReuseGraceSeconds: 0 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('sign-out', async () => {
    const user = await createUser(a);
    const session = await signIn(a, user.email);
    await expectRevokedEverywhere(session.token, () =>
      request(a.getHttpServer())
        .post('/api/account/jwt/abmelden')
        .set(bearer(session.token))
        .set('Cookie', cookieHeader({ [AUTH_COOKIES.refresh]: session.refreshToken }))
        .expect(200),
    );
  });

  it('a reused refresh token revokes the family: the newest access token dies too', async () => {
    const user = await createUser(a);
    const first = await signIn(a, user.email);
    const rotated = sessionFrom(
      await request(a.getHttpServer())
        .post('/api/account/get/token')
        .send({ RefreshToken: first.refreshToken })
        .expect(200),
    );
    await expectRevokedEverywhere(rotated.token, async () => {
      const res = await request(a.getHttpServer())
        .post('/api/account/get/token')
        .send({ RefreshToken: first.refreshToken })
        .expect(401);
      expect((res.body as ErrorResponse).error).toBe('REFRESH_TOKEN_REUSED');
    });
  });

  it('a password change ends the other sessions; the caller stays signed in', async () => {
    const user = await createUser(a);
    const caller = await signIn(a, user.email);
    const other = await signIn(a, user.email);
    await expectRevokedEverywhere(other.token, () =>
      request(a.getHttpServer())
        .post('/api/account/kennwort-aendern')
        .set(bearer(caller.token))
        .set('X-Forwarded-For', randomClientAddress())
        .send({ CurrentPassword: TEST_PASSWORD, NewPassword: 'Neues-Kennwort-77' })
        .expect(200),
    );
    expect(await status(a, caller.token)).toBe(200);
    expect(await status(b, caller.token)).toBe(200);
  });

  it('an e-mail change ends the other sessions when it is confirmed; the requesting one stays', async () => {
    const user = await createUser(a);
    const caller = await signIn(a, user.email);
    const other = await signIn(a, user.email);
    const newEmail = randomEmail('neu');
    await request(a.getHttpServer())
      .post('/api/account/email-aendern')
      .set(bearer(caller.token))
      .set('X-Forwarded-For', randomClientAddress())
      .send({ NewEmailAddress: newEmail, Password: TEST_PASSWORD })
      .expect(200);
    const [mail] = await a
      .get(DatabaseService)
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, newEmail));
    const token = /email-anpassung-bestaetigen\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] as string;
    await expectRevokedEverywhere(other.token, () =>
      request(a.getHttpServer())
        .post('/api/account/email-anpassung-bestaetigen')
        .send({ Token: token })
        .expect(200),
    );
    expect(await status(b, caller.token)).toBe(200);
  });

  it('ending an impersonation, and replacing one by a new one', async () => {
    const support = await createUser(a, { roles: [SUPPORT_ROLE] });
    const [first, second] = [await createUser(a), await createUser(a)];
    const start = async (customerId: number) => {
      const staff = await signIn(a, support.email);
      const res = await request(a.getHttpServer())
        .post(`/api/support/impersonation/${customerId}`)
        .set(bearer(staff.token))
        .expect(200);
      return sessionFrom(res);
    };

    const acting = await start(first.id);
    await expectRevokedEverywhere(acting.token, () =>
      request(a.getHttpServer())
        .post('/api/support/impersonation/ende')
        .set(bearer(acting.token))
        .expect(200),
    );

    // From another browser the same staff member starts acting as someone else: the first one ends.
    const earlier = await start(first.id);
    await expectRevokedEverywhere(earlier.token, () => start(second.id));
  });

  it('staff locking an account ends its sessions; it cannot sign in or refresh until unlocked', async () => {
    const support = await createUser(a, { roles: [SUPPORT_ROLE] });
    const staff = await signIn(a, support.email);
    const customer = await createUser(a);
    const session = await signIn(a, customer.email);

    await expectRevokedEverywhere(session.token, () =>
      request(a.getHttpServer())
        .post(`/api/support/users/${customer.id}/lock`)
        .set(bearer(staff.token))
        .expect(200),
    );
    const refused = await request(b.getHttpServer())
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: customer.email, Password: TEST_PASSWORD })
      .expect(403);
    expect(refused.body as ErrorResponse).toMatchObject({
      error: 'ACCOUNT_LOCKED',
      message: 'Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.',
    });
    // A wrong password says only that (the lock is not revealed to guessers).
    await request(b.getHttpServer())
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: customer.email, Password: 'falsch-falsch-1' })
      .expect(401);
    await request(b.getHttpServer())
      .post('/api/account/get/token')
      .send({ RefreshToken: session.refreshToken })
      .expect(401);

    await request(b.getHttpServer())
      .post(`/api/support/users/${customer.id}/unlock`)
      .set(bearer(staff.token))
      .expect(200);
    const again = await signIn(b, customer.email);
    expect(await status(a, again.token)).toBe(200);
  });

  it('locking is for support and admins, never of staff by support, never of oneself', async () => {
    const support = await createUser(a, { roles: [SUPPORT_ROLE] });
    const admin = await createUser(a, { roles: ['Role_Interaid_Admin'] });
    const customer = await createUser(a);
    const [asSupport, asAdmin, asCustomer] = [
      await signIn(a, support.email),
      await signIn(a, admin.email),
      await signIn(a, customer.email),
    ];
    const lock = (id: number, token: string) =>
      request(a.getHttpServer()).post(`/api/support/users/${id}/lock`).set(bearer(token));
    expect((await lock(support.id, asCustomer.token)).status).toBe(403);
    expect((await lock(admin.id, asSupport.token)).status).toBe(403);
    expect((await lock(support.id, asSupport.token)).status).toBe(403);
    expect((await lock(2_000_000_000, asSupport.token)).status).toBe(404);
    expect((await lock(support.id, asAdmin.token)).status).toBe(200);
    expect(await status(a, asSupport.token)).toBe(401);
    expect(await status(a, asCustomer.token)).toBe(200);
  });

  it('50 locks of one account at once all hold; a signed-out staff token locks nothing', async () => {
    const support = await createUser(a, { roles: [SUPPORT_ROLE] });
    const staff = await signIn(a, support.email);
    const customer = await createUser(a);
    const session = await signIn(a, customer.email);
    const lock = (token: string) =>
      request(a.getHttpServer()).post(`/api/support/users/${customer.id}/lock`).set(bearer(token));

    const answers = await Promise.all(Array.from({ length: 50 }, () => lock(staff.token)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await status(a, session.token)).toBe(401);
    const [row] = await a.get(DatabaseService).db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.lockedAt).toBeInstanceOf(Date);

    await request(a.getHttpServer())
      .post(`/api/support/users/${customer.id}/unlock`)
      .set(bearer(staff.token))
      .expect(200);
    await request(a.getHttpServer()).post('/api/account/jwt/abmelden').set(bearer(staff.token)).expect(200);
    await lock(staff.token).expect(401);
    const [after] = await a.get(DatabaseService).db.select().from(users).where(eq(users.id, customer.id));
    expect(after?.lockedAt).toBeNull();
  });

  it('refuses tokens without exp or without a session id, even when correctly signed', async () => {
    const user = await createUser(a);
    const session = await signIn(a, user.email);
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(session.token);
    const secret = a.get<AppConfig>(APP_CONFIG).jwtSecret;
    const jwt = new JwtService();
    const withoutExp = jwt.sign(claims, { secret, algorithm: 'HS256' });
    const { sid: _sid, ...withoutSidClaims } = claims;
    const withoutSid = jwt.sign(withoutSidClaims, { secret, algorithm: 'HS256', expiresIn: 600 });
    expect(await status(a, session.token)).toBe(200);
    expect(await status(a, withoutExp)).toBe(401);
    expect(await status(a, withoutSid)).toBe(401);
  });
});
