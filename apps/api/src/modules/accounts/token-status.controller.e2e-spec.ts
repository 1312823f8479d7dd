import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { emailTokens, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, expireEmailToken, issueEmailToken, randomEmail } from './accounts.fixture.js';
import { sha256 } from './domain/secret-token.util.js';
import type { TokenStatusInput } from './dto/check-token-status.input.js';
import type { TokenStatusOutput } from './dto/token-status.output.js';

describe('POST /api/account/token-status', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const check = (body: object) => http().post('/api/account/token-status').send(body);
  const statusOf = async (body: TokenStatusInput) =>
    (await check(body).expect(200)).body as TokenStatusOutput;
  const usedAtOf = async (token: string) => {
    const [row] = await app
      .get(DatabaseService)
      .db.select({ usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, sha256(token)));
    return row?.usedAt;
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe.each([
    ['confirm-request', 'anfrage-bestaetigen'],
    ['confirm-email-change', 'email-anpassung-bestaetigen'],
    ['confirm-notifications', 'benachrichtigungen/bestaetigen'],
    ['reset-password', 'neues-kennwort-setzen'],
  ] as const)('%s', (Purpose, path) => {
    it('says valid without using the token, which still confirms afterwards; then used', async () => {
      const user = await createUser(app);
      const Token = await issueEmailToken(app, Purpose, user.id, { email: randomEmail('neu') });

      for (let i = 0; i < 2; i++) {
        expect(await statusOf({ Purpose, Token })).toEqual({ Status: 'valid' } satisfies TokenStatusOutput);
      }
      expect(await usedAtOf(Token)).toBeNull();

      const password = Purpose === 'reset-password' ? { Password: 'Neues-Kennwort-2026!' } : {};
      await http()
        .post(`/api/account/${path}`)
        .send({ Token, ...password })
        .expect(200);
      expect(await statusOf({ Purpose, Token })).toEqual({ Status: 'used' } satisfies TokenStatusOutput);
    });

    it('says expired for an expired link and unknown for a link that does not exist', async () => {
      const user = await createUser(app);
      const Token = await issueEmailToken(app, Purpose, user.id);
      await expireEmailToken(app, Token);
      expect(await statusOf({ Purpose, Token })).toEqual({ Status: 'expired' });
      expect(await statusOf({ Purpose, Token: 'A'.repeat(43) })).toEqual({ Status: 'unknown' });
    });
  });

  it('says unknown for a token of another purpose and changes nothing of the account', async () => {
    const user = await createUser(app);
    const Token = await issueEmailToken(app, 'reset-password', user.id);
    expect(await statusOf({ Purpose: 'confirm-request', Token })).toEqual({ Status: 'unknown' });

    const confirmLink = await issueEmailToken(app, 'confirm-request', user.id);
    await statusOf({ Purpose: 'confirm-request', Token: confirmLink });
    const [row] = await app.get(DatabaseService).db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('keeps a used link used after it expired', async () => {
    const user = await createUser(app);
    const Token = await issueEmailToken(app, 'confirm-notifications', user.id);
    await http().post('/api/account/benachrichtigungen/bestaetigen').send({ Token }).expect(200);
    await expireEmailToken(app, Token);
    expect(await statusOf({ Purpose: 'confirm-notifications', Token })).toEqual({ Status: 'used' });
  });

  it.each([
    [['Purpose', 'Token'], {}],
    [['Purpose'], { Token: 'A'.repeat(43) }],
    [['Purpose'], { Purpose: 'delete-account', Token: 'A'.repeat(43) }],
    [['Purpose'], { Purpose: 42, Token: 'A'.repeat(43) }],
    [['Token'], { Purpose: 'confirm-request' }],
    [['Token'], { Purpose: 'confirm-request', Token: 'short' }],
    [['Token'], { Purpose: 'confirm-request', Token: 'x'.repeat(44) }],
    [['Token'], { Purpose: 'confirm-request', Token: 42 }],
  ])('refuses a bad %j with 400', async (fields, body) => {
    const res = await check(body).expect(400);
    expect([...new Set((res.body as ErrorResponse).fieldErrors?.map((e) => e.field))].sort()).toEqual(fields);
  });
});
