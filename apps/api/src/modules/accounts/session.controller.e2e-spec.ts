import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { AUTH_COOKIES } from '../../core/auth/auth-cookies.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import {
  TEST_PASSWORD,
  claimsOf,
  cookieHeader,
  createDealer,
  createUser,
  randomClientAddress,
  randomEmail,
  sessionFrom,
  setCookieLine,
  setCookies,
  signIn,
} from './accounts.fixture.js';
import { createLegacyAuthCookie } from './domain/legacy-auth-cookie.js';
import type {
  CookieLoginOutput,
  LegacyTokenRefreshOutput,
  SignInOutput,
  SignOutOutput,
  TokenRefreshOutput,
} from './dto/session.output.js';
import { sha256 } from './domain/secret-token.util.js';

describe('session', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const login = (body: object, address = randomClientAddress()) =>
    http().post('/api/account/jwt/anmelden').set('X-Forwarded-For', address).send(body);

  beforeAll(async () => {
    // No grace for reused refresh tokens here: every reuse is theft (the grace has its own test below).
    app = await startTestApp({ refreshReuseGraceSeconds: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/account/jwt/anmelden', () => {
    it('signs in with the right password: token, claims and cookies', async () => {
      const user = await createUser(app, { hasMexEnabled: true });
      const res = await login({ UserName: user.email.toUpperCase(), Password: TEST_PASSWORD }).expect(200);
      const body = res.body as SignInOutput;
      expect(body).toMatchObject({ success: true, redirectUrl: null });
      expect(claimsOf(body.token as string)).toMatchObject({
        id: user.id,
        title1: 'Frau',
        title2: null,
        roles: ['Role_Customer', 'ComputedRole_Mex_Customer'],
        isImpersonated: false,
        isGuest: false,
        hasMexEnabled: true,
        hasAnyOrder: false,
        firstName: 'Erika',
        lastName: 'Mustermann',
      });
      const claims = claimsOf(body.token as string);
      expect((claims['exp'] as number) - (claims['iat'] as number)).toBe(900);
      expect(
        JSON.parse(Buffer.from((body.token as string).split('.')[0] as string, 'base64url').toString()),
      ).toMatchObject({
        alg: 'HS256',
      });

      const cookies = setCookies(res);
      expect(cookies[AUTH_COOKIES.token]).toBe(body.token);
      expect(Number(cookies[AUTH_COOKIES.tokenExpires])).toBe(claims['exp']);
      expect(cookies[AUTH_COOKIES.refresh]).toMatch(/^[\w-]{43}$/);
      expect(setCookieLine(res, AUTH_COOKIES.refresh)).toMatch(/HttpOnly/);
      expect(setCookieLine(res, AUTH_COOKIES.refresh)).toMatch(/Secure/);
      for (const name of [AUTH_COOKIES.token, AUTH_COOKIES.tokenExpires, AUTH_COOKIES.csrf]) {
        const line = setCookieLine(res, name) as string;
        expect(line).toMatch(/Path=\//);
        expect(line).toMatch(/Secure/);
        expect(line).toMatch(/SameSite=Lax/);
        expect(line).not.toMatch(/HttpOnly/);
      }
    });

    it('stores only the hash of the refresh token', async () => {
      const user = await createUser(app);
      const session = await signIn(app, user.email);
      const rows = await app
        .get(DatabaseService)
        .db.select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(sha256(session.refreshToken));
    });

    it('gives one answer for a wrong password, an unknown account and a guest', async () => {
      const user = await createUser(app);
      const guest = await createUser(app, { isGuest: true, password: null });
      const answers = await Promise.all([
        login({ UserName: user.email, Password: 'wrong-password-1' }).expect(401),
        login({ UserName: randomEmail('nobody'), Password: TEST_PASSWORD }).expect(401),
        login({ UserName: guest.email, Password: TEST_PASSWORD }).expect(401),
      ]);
      const bodies = answers.map((res) => {
        const { requestId: _requestId, ...rest } = res.body as ErrorResponse;
        return rest;
      });
      expect(bodies[0]).toEqual({
        status: 401,
        error: 'INVALID_CREDENTIALS',
        message: 'Die E-Mail-Adresse oder das Kennwort ist nicht korrekt.',
      });
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[2]).toEqual(bodies[0]);
      expect(answers.every((res) => setCookieLine(res, AUTH_COOKIES.token) === undefined)).toBe(true);
    });

    it('sends dealer staff to the dealer portal', async () => {
      const dealerId = await createDealer(app);
      const user = await createUser(app, { roles: ['Role_Dealer'], dealerId });
      const res = await login({ UserName: user.email, Password: TEST_PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ success: true, redirectUrl: '/haendler/bestellungen' });
      expect(claimsOf((res.body as SignInOutput).token as string)['roles']).toEqual([
        'Role_Dealer',
        'Role_Customer',
      ]);
    });

    it('answers 429 with Retry-After after 5 failures on one account from one address', async () => {
      const user = await createUser(app);
      const address = randomClientAddress();
      for (let i = 0; i < 5; i++)
        await login({ UserName: user.email, Password: `wrong-${i}-password` }, address).expect(401);
      const res = await login({ UserName: user.email, Password: TEST_PASSWORD }, address).expect(429);
      expect((res.body as ErrorResponse).error).toBe('TOO_MANY_REQUESTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Another address is not locked out by these failures (sign-in-limits.e2e-spec: bursts, the
      // account-wide delay).
      await login({ UserName: user.email, Password: TEST_PASSWORD }).expect(200);
      // The same for an account that does not exist: the limit reveals nothing.
      const ghost = randomEmail('ghost');
      for (let i = 0; i < 5; i++)
        await login({ UserName: ghost, Password: `wrong-${i}-password` }, address).expect(401);
      await login({ UserName: ghost, Password: 'wrong-password' }, address).expect(429);
    });

    it('limits failures per client address (behind the proxy) to 20', async () => {
      const address = randomClientAddress();
      for (let i = 0; i < 20; i++)
        await login({ UserName: randomEmail('spray'), Password: 'wrong-password' }, address).expect(401);
      const user = await createUser(app);
      const res = await login({ UserName: user.email, Password: TEST_PASSWORD }, address).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
      await login({ UserName: user.email, Password: TEST_PASSWORD }).expect(200);
    });

    it.each([
      [{}, 'UserName'],
      [{ UserName: 'a@b.de' }, 'Password'],
      [{ UserName: 42, Password: 'x' }, 'UserName'],
      [{ UserName: 'a@b.de', Password: 'x'.repeat(129) }, 'Password'],
      [{ UserName: 'a@b.de', Password: 'x', Extra: 1 }, 'Extra'],
    ])('refuses %j naming %s', async (body, field) => {
      const res = await login(body).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  describe('token verification', () => {
    it('refuses a token signed with another algorithm or none, and a tampered one', async () => {
      const user = await createUser(app);
      const { token } = await signIn(app, user.email);
      const [, payload] = token.split('.') as [string, string];
      const secret = app.get<AppConfig>(APP_CONFIG).jwtSecret;
      const header512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
      const hs512 = `${header512}.${payload}.${createHmac('sha512', secret).update(`${header512}.${payload}`).digest('base64url')}`;
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [hs512, none, tampered]) {
        await http().get('/api/jwt/kunde/hat-bestellungen').set('Authorization', `Bearer ${bad}`).expect(401);
      }
      await http().get('/api/jwt/kunde/hat-bestellungen').set('Authorization', `Bearer ${token}`).expect(200);
    });

    it('refuses an expired token (short TTL)', async () => {
      const shortLived = await startTestApp({ accessTokenTtlSeconds: 1 });
      try {
        const user = await createUser(shortLived);
        const { token } = await signIn(shortLived, user.email);
        const call = () =>
          request(shortLived.getHttpServer())
            .get('/api/jwt/kunde/hat-bestellungen')
            .set('Authorization', `Bearer ${token}`);
        await call().expect(200);
        await new Promise((resolve) => setTimeout(resolve, 2_100));
        const res = await call().expect(401);
        expect((res.body as ErrorResponse).message).toBe('Leider haben Sie keinen Zugang zu dieser Seite.');
      } finally {
        await shortLived.close();
      }
    });
  });

  describe('refresh', () => {
    const refresh = (cookie: string, body: object = {}, csrf?: string) => {
      const req = http().post('/api/account/v2/get/token').set('Cookie', cookie);
      return (csrf ? req.set('RequestVerificationToken', csrf) : req).send(body);
    };

    it('rotates the refresh token on every use and detects reuse: the whole family is revoked', async () => {
      const user = await createUser(app);
      const first = await signIn(app, user.email);
      const res = await refresh(first.cookie, { CurrentToken: first.token }, first.csrfToken).expect(200);
      expect(res.body).toMatchObject({ success: true, reload: false } satisfies Partial<TokenRefreshOutput>);
      const second = sessionFrom(res);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.token)['sid']).toBe(claimsOf(first.token)['sid']);

      const third = sessionFrom(await refresh(second.cookie, {}, second.csrfToken).expect(200));

      // The first token again: theft. It fails, and so does the newest token of the family.
      const reuse = await refresh(first.cookie, {}, first.csrfToken).expect(401);
      expect((reuse.body as ErrorResponse).error).toBe('REFRESH_TOKEN_REUSED');
      const after = await refresh(third.cookie, {}, third.csrfToken).expect(401);
      expect((after.body as ErrorResponse).error).toBe('INVALID_REFRESH_TOKEN');
    });

    it('tells the client to reload when the session belongs to someone else', async () => {
      const alice = await signIn(app, (await createUser(app)).email);
      const bob = await signIn(app, (await createUser(app)).email);
      const res = await refresh(bob.cookie, { CurrentToken: alice.token }, bob.csrfToken).expect(200);
      expect((res.body as TokenRefreshOutput).reload).toBe(true);
    });

    it('needs the CSRF header when only cookies authenticate, not with a Bearer header', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const missing = await refresh(session.cookie).expect(403);
      expect((missing.body as ErrorResponse).error).toBe('CSRF_FAILED');
      await refresh(session.cookie, {}, 'wrong.token').expect(403);
      // A genuine token of another browser does not match this browser's cookie either.
      const other = await signIn(app, (await createUser(app)).email);
      await refresh(session.cookie, {}, other.csrfToken).expect(403);
      await http()
        .post('/api/account/v2/get/token')
        .set('Cookie', session.cookie)
        .set('Authorization', `Bearer ${session.token}`)
        .send({})
        .expect(200);
    });

    it('answers 401 without a refresh token', async () => {
      const res = await http().post('/api/account/v2/get/token').send({}).expect(401);
      expect((res.body as ErrorResponse).error).toBe('INVALID_REFRESH_TOKEN');
    });

    it('treats a reuse within the grace period as two tabs racing, not as theft', async () => {
      const graceful = await startTestApp({ refreshReuseGraceSeconds: 30 });
      try {
        const session = await signIn(graceful, (await createUser(graceful)).email);
        const call = (s: typeof session) =>
          request(graceful.getHttpServer())
            .post('/api/account/v2/get/token')
            .set('Cookie', s.cookie)
            .set('RequestVerificationToken', s.csrfToken)
            .send({});
        const next = sessionFrom(await call(session).expect(200));
        const raced = await call(session).expect(409);
        expect((raced.body as ErrorResponse).error).toBe('REFRESH_CONFLICT');
        await call(next).expect(200);
      } finally {
        await graceful.close();
      }
    });

    it('accepts the refresh token in the body on the legacy call and returns the rotated one', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .post('/api/account/get/token')
        .send({ CurrentToken: session.token, RefreshToken: session.refreshToken })
        .expect(200);
      const body = res.body as LegacyTokenRefreshOutput;
      expect(body.success).toBe(true);
      expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
      expect(body.refreshToken).not.toBe(session.refreshToken);
      await http().post('/api/account/get/token').send({ RefreshToken: body.refreshToken }).expect(200);
      await http()
        .post('/api/account/get/token')
        .send({ RefreshToken: 'x'.repeat(300) })
        .expect(400);
    });
  });

  describe('POST /api/account/jwt/abmelden', () => {
    it('revokes the session and clears the cookies', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .post('/api/account/jwt/abmelden')
        .set('Cookie', session.cookie)
        .set('RequestVerificationToken', session.csrfToken)
        .expect(200);
      expect(res.body).toEqual({ Success: true, UserSwitched: false } satisfies SignOutOutput);
      expect(setCookies(res)[AUTH_COOKIES.refresh]).toBe('');
      await http()
        .post('/api/account/v2/get/token')
        .set('Cookie', session.cookie)
        .set('RequestVerificationToken', session.csrfToken)
        .send({})
        .expect(401);
    });

    it('refuses a cookie-only logout without the CSRF header', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http().post('/api/account/jwt/abmelden').set('Cookie', session.cookie).expect(403);
      expect((res.body as ErrorResponse).error).toBe('CSRF_FAILED');
    });

    it('works for a caller without a session', async () => {
      await http().post('/api/account/jwt/abmelden').expect(200);
    });
  });

  describe('POST /api/account/anmelden-cookie', () => {
    const cookieLogin = (body: object) => http().post('/api/account/anmelden-cookie').send(body);

    it('exchanges a refresh cookie (v4) for a token', async () => {
      const user = await createUser(app);
      const session = await signIn(app, user.email);
      const res = await cookieLogin({ Type: 'v4', AuthCookieValue: session.refreshToken }).expect(200);
      const body = res.body as CookieLoginOutput;
      expect(body.success).toBe(true);
      expect(claimsOf(body.token as string)['id']).toBe(user.id);
    });

    it('exchanges a signed legacy cookie for a token', async () => {
      const user = await createUser(app);
      const value = createLegacyAuthCookie(
        user.id,
        Math.floor(Date.now() / 1000) + 600,
        app.get<AppConfig>(APP_CONFIG).jwtSecret,
      );
      const res = await cookieLogin({ Type: 'legacy', AuthCookieValue: value }).expect(200);
      expect(claimsOf((res.body as CookieLoginOutput).token as string)['id']).toBe(user.id);
    });

    it.each([
      ['v4', 'not-a-refresh-token'],
      ['v4', ''],
      ['legacy', 'garbage'],
      ['legacy', `1.${Math.floor(Date.now() / 1000) - 10}.${'A'.repeat(43)}`],
    ])('answers success false for a bad %s cookie', async (Type, AuthCookieValue) => {
      const res = await cookieLogin({ Type, AuthCookieValue }).expect(200);
      expect(res.body).toEqual({ success: false, token: null } satisfies CookieLoginOutput);
    });

    it.each([
      [{ Type: 'v5', AuthCookieValue: 'x' }, 'Type'],
      [{ Type: 'v4' }, 'AuthCookieValue'],
    ])('refuses %j naming %s', async (body, field) => {
      const res = await cookieLogin(body).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  it('a cookie carries the session on GET calls; Bearer calls need no cookie at all', async () => {
    const session = await signIn(app, (await createUser(app)).email);
    await http()
      .get('/api/jwt/kunde/hat-bestellungen')
      .set('Cookie', cookieHeader({ [AUTH_COOKIES.token]: session.token }))
      .expect(200);
  });
});
