import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../http/error-response.js';
import {
  type SignedIn,
  cookieHeader,
  createUser,
  setCookies,
  signIn,
} from '../../modules/accounts/accounts.fixture.js';
import type { AccountSessionOutput } from '../../modules/accounts/dto/account.output.js';
import { AUTH_COOKIES } from './auth-cookies.js';

/**
 * Issue #10 point 8: the CSRF token is bound to the session (an HMAC over the session id), so a token the
 * attacker obtained anonymously or for their own session does not pass next to a victim's session cookies.
 */
describe('CSRF token bound to the session', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  /** A cookie-authenticated, state-changing call (no Bearer header): the CSRF check applies. */
  const favourite = (cookies: Record<string, string | undefined>, csrfHeader: string) =>
    http()
      .post('/api/jwt/kunde/set/favourite')
      .set('Cookie', cookieHeader(cookies))
      .set('RequestVerificationToken', csrfHeader)
      .send({ UserId: 2_000_000_000, State: true });
  const victimCookies = (victim: SignedIn, csrfToken: string) => ({
    [AUTH_COOKIES.token]: victim.token,
    [AUTH_COOKIES.refresh]: victim.refreshToken,
    [AUTH_COOKIES.csrf]: csrfToken,
  });

  const regData = {
    AuthData: { EmailAddress: 'halb@exa', FirstName: 'Karla', AsGuest: false },
    UseInvoiceAddress: false,
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("a token obtained anonymously or for another session is refused next to the victim's cookies", async () => {
    const victim = await signIn(app, (await createUser(app)).email);
    const anonymous = setCookies(await http().get('/api/account/me').expect(200))[
      AUTH_COOKIES.csrf
    ] as string;
    const attacker = await signIn(app, (await createUser(app)).email);

    for (const stolen of [anonymous, attacker.csrfToken]) {
      const res = await favourite(victimCookies(victim, stolen), stolen).expect(403);
      expect((res.body as ErrorResponse).error).toBe('CSRF_FAILED');
      // Sign-out and refresh act on the refresh cookie: the same.
      await http()
        .post('/api/account/jwt/abmelden')
        .set('Cookie', cookieHeader(victimCookies(victim, stolen)))
        .set('RequestVerificationToken', stolen)
        .expect(403);
      await http()
        .post('/api/account/v2/get/token')
        .set(
          'Cookie',
          cookieHeader({ [AUTH_COOKIES.refresh]: victim.refreshToken, [AUTH_COOKIES.csrf]: stolen }),
        )
        .set('RequestVerificationToken', stolen)
        .send({})
        .expect(403);
    }
    // The victim's own token passes (404: the dealer does not exist, past the guard).
    await favourite(victimCookies(victim, victim.csrfToken), victim.csrfToken).expect(404);
  });

  it('the token of a session keeps working across refreshes, also when only the refresh cookie is left', async () => {
    const user = await signIn(app, (await createUser(app)).email);
    const refreshed = await http()
      .post('/api/account/v2/get/token')
      .set(
        'Cookie',
        cookieHeader({ [AUTH_COOKIES.refresh]: user.refreshToken, [AUTH_COOKIES.csrf]: user.csrfToken }),
      )
      .set('RequestVerificationToken', user.csrfToken)
      .send({})
      .expect(200);
    const cookies = setCookies(refreshed);
    const csrf = cookies[AUTH_COOKIES.csrf] as string;
    await favourite(
      { [AUTH_COOKIES.token]: cookies[AUTH_COOKIES.token], [AUTH_COOKIES.csrf]: csrf },
      csrf,
    ).expect(404);
    // The session's old token is bound to the same session (the family), so a tab holding it still passes.
    await favourite(
      { [AUTH_COOKIES.token]: cookies[AUTH_COOKIES.token], [AUTH_COOKIES.csrf]: user.csrfToken },
      user.csrfToken,
    ).expect(404);
  });

  it("GET /api/account/me hands out a token of the caller's session and keeps a fitting cookie", async () => {
    const user = await signIn(app, (await createUser(app)).email);
    const me = await http()
      .get('/api/account/me')
      .set('Authorization', `Bearer ${user.token}`)
      .set('Cookie', cookieHeader({ [AUTH_COOKIES.csrf]: user.csrfToken }))
      .expect(200);
    expect((me.body as AccountSessionOutput).CsrfToken).toBe(user.csrfToken);
    // An anonymous cookie is replaced by one of the session, which then passes.
    const anonymous = setCookies(await http().get('/api/account/me').expect(200))[
      AUTH_COOKIES.csrf
    ] as string;
    const renewed = await http()
      .get('/session/renew')
      .set('Cookie', cookieHeader({ [AUTH_COOKIES.token]: user.token, [AUTH_COOKIES.csrf]: anonymous }))
      .expect(200);
    const bound = setCookies(renewed)[AUTH_COOKIES.csrf] as string;
    expect(bound).not.toBe(anonymous);
    await favourite(victimCookies(user, bound), bound).expect(404);
  });

  it('sign-out hands out an anonymous token, which passes for anonymous cookie calls', async () => {
    const user = await signIn(app, (await createUser(app)).email);
    const out = await http()
      .post('/api/account/jwt/abmelden')
      .set('Cookie', cookieHeader(victimCookies(user, user.csrfToken)))
      .set('RequestVerificationToken', user.csrfToken)
      .expect(200);
    const anonymous = setCookies(out)[AUTH_COOKIES.csrf] as string;
    expect(anonymous).toBeTruthy();
    const kept = await http().post('/api/account/cache-reg-data').send(regData).expect(200);
    const regSession = setCookies(kept)[AUTH_COOKIES.registration] as string;
    const withCookie = (csrf: string) =>
      http()
        .post('/api/account/cache-reg-data')
        .set('Cookie', cookieHeader({ [AUTH_COOKIES.registration]: regSession, [AUTH_COOKIES.csrf]: csrf }))
        .set('RequestVerificationToken', csrf)
        .send(regData);
    await withCookie(anonymous).expect(200);
    // The ended session's token is not anonymous.
    await withCookie(user.csrfToken).expect(403);
  });
});
