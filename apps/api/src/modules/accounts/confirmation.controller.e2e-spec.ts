import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import {
  TEST_PASSWORD,
  createUser,
  expireEmailToken,
  issueEmailToken,
  randomClientAddress,
  randomEmail,
  signIn,
} from './accounts.fixture.js';
import { RESET_REQUESTED } from './confirmation.service.js';
import { PASSWORD_RESET_REQUESTED } from './password-reset-mail.js';
import type { MessageOutput } from './dto/message.output.js';

describe('password reset and e-mail links', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;
  const forgot = (body: object, address = randomClientAddress()) =>
    http().post('/api/account/kennwort-vergessen').set('X-Forwarded-For', address).send(body);
  const issue = (purpose: 'reset-password' | 'confirm-request' | 'confirm-notifications', userId: number) =>
    issueEmailToken(app, purpose, userId);
  const expire = (token: string) => expireEmailToken(app, token);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/account/kennwort-vergessen', () => {
    it('answers the same for known and unknown addresses and queues the same request for both', async () => {
      const user = await createUser(app);
      const unknown = randomEmail('niemand');
      const known = await forgot({ EmailAddress: user.email, CountryId: 3 }).expect(200);
      const missing = await forgot({ EmailAddress: unknown }).expect(200);
      expect(known.body).toEqual({ Success: true, Message: RESET_REQUESTED } satisfies MessageOutput);
      expect(missing.body).toEqual(known.body);
      // The mail worker writes the mail for an account and drops the rest (sign-in-limits.e2e-spec).
      for (const to of [user.email, unknown]) {
        const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
        expect(rows).toMatchObject([{ template: PASSWORD_RESET_REQUESTED, status: 'pending' }]);
      }
    });

    it('limits requests per address (5) with 429 and Retry-After, known or not', async () => {
      for (const email of [(await createUser(app)).email, randomEmail('ghost')]) {
        for (let i = 0; i < 5; i++) await forgot({ EmailAddress: email }).expect(200);
        const res = await forgot({ EmailAddress: email }).expect(429);
        expect((res.body as ErrorResponse).error).toBe('TOO_MANY_REQUESTS');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('refuses a bad EmailAddress and CountryId', async () => {
      const res = await forgot({ EmailAddress: 'x', CountryId: 0 }).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toEqual([
        'EmailAddress',
        'CountryId',
      ]);
    });
  });

  describe('POST /api/account/neues-kennwort-setzen', () => {
    const setPassword = (Token: string, Password = 'Ganz-Neues-Kennwort-1') =>
      http().post('/api/account/neues-kennwort-setzen').send({ Token, Password });

    it('sets the password with a valid token, ends the sessions, then says used', async () => {
      const user = await createUser(app);
      const old = await signIn(app, user.email);
      const token = await issue('reset-password', user.id);
      await setPassword(token).expect(200);
      await signIn(app, user.email, 'Ganz-Neues-Kennwort-1');
      await http()
        .post('/api/account/v2/get/token')
        .set('Cookie', old.cookie)
        .set('RequestVerificationToken', old.csrfToken)
        .send({})
        .expect(401);
      const used = await setPassword(token).expect(409);
      expect(used.body as ErrorResponse).toMatchObject({
        error: 'TOKEN_USED',
        message: 'Dieser Link wurde bereits verwendet.',
      });
    });

    it('says expired for an expired token and invalid for an unknown one', async () => {
      const user = await createUser(app);
      const token = await issue('reset-password', user.id);
      await expire(token);
      const expired = await setPassword(token).expect(410);
      expect(expired.body as ErrorResponse).toMatchObject({
        error: 'TOKEN_EXPIRED',
        message: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
      });
      const unknown = await setPassword('A'.repeat(43)).expect(404);
      expect((unknown.body as ErrorResponse).error).toBe('TOKEN_INVALID');
      await signIn(app, user.email, TEST_PASSWORD);
    });

    it('refuses a weak password without spending the token', async () => {
      const user = await createUser(app);
      const token = await issue('reset-password', user.id);
      const res = await setPassword(token, '12345678').expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]).toMatchObject({ field: 'Password' });
      await setPassword(token).expect(200);
    });

    it('does not accept a token of another purpose', async () => {
      const user = await createUser(app);
      await setPassword(await issue('confirm-request', user.id)).expect(404);
    });

    it.each([
      ['Token', { Token: 'short', Password: 'Ganz-Neues-Kennwort-1' }],
      ['Password', { Token: 'A'.repeat(43) }],
      ['Token', { Password: 'Ganz-Neues-Kennwort-1' }],
    ])('refuses a bad %s', async (field, body) => {
      const res = await http().post('/api/account/neues-kennwort-setzen').send(body).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  describe.each([
    ['anfrage-bestaetigen', 'confirm-request', 'emailConfirmedAt'],
    ['benachrichtigungen/bestaetigen', 'confirm-notifications', 'notificationsConfirmedAt'],
  ] as const)('POST /api/account/%s', (path, purpose, column) => {
    const confirm = (Token: unknown) => http().post(`/api/account/${path}`).send({ Token });

    it('confirms once (200), then answers used (409); an expired link 410', async () => {
      const user = await createUser(app);
      const token = await issue(purpose, user.id);
      const ok = await confirm(token).expect(200);
      expect((ok.body as MessageOutput).Success).toBe(true);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.[column]).toBeInstanceOf(Date);
      expect(((await confirm(token).expect(409)).body as ErrorResponse).error).toBe('TOKEN_USED');

      const late = await issue(purpose, user.id);
      await expire(late);
      expect(((await confirm(late).expect(410)).body as ErrorResponse).error).toBe('TOKEN_EXPIRED');
    });

    it.each([[undefined], [''], ['x'.repeat(44)], [42]])('refuses Token %j', async (token) => {
      const res = await confirm(token).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('Token');
    });
  });
});
