import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../src/bootstrap.js';
import { DatabaseService } from '../src/core/database/database.service.js';
import { AllExceptionsFilter } from '../src/core/http/all-exceptions.filter.js';
import { createRootLogger } from '../src/core/logging/root-logger.js';
import { TEST_PASSWORD, randomClientAddress, randomEmail } from '../src/modules/accounts/accounts.fixture.js';
import { ensureDemoData } from './demo-data.js';
import { testConfig } from './test-app.js';

/** Secrets never reach a log line: not by field name, not as a failed query's parameters, not in a URL. */

interface LogLine {
  level: number;
  msg?: string;
  req?: { url?: string };
  err?: { type?: string; message?: string; stack?: string; code?: string; cause?: { message?: string } };
  [key: string]: unknown;
}

describe('log redaction', () => {
  const written: string[] = [];
  const lines = (): LogLine[] => written.map((text) => JSON.parse(text) as LogLine);
  const config = testConfig({ logLevel: 'info', logPretty: false });
  const rootLogger = createRootLogger(config, { write: (text: string) => void written.push(text) });
  let app: NestExpressApplication;

  beforeAll(async () => {
    await ensureDemoData();
    app = await createApp(config, rootLogger);
    await app.init();
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    written.length = 0;
  });

  it('a registration with a NUL byte answers 400 and logs neither the address nor a password hash', async () => {
    const email = randomEmail('geheim');
    const res = await request(app.getHttpServer())
      .post('/api/account/registrieren')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ EmailAddress: email, Password: TEST_PASSWORD, FirstName: 'Ka\u0000rla', LastName: 'Kunde' });
    // Refused before any query now; it used to fail in PostgreSQL and log the query's parameters.
    expect(res.status).toBe(400);
    const log = written.join('');
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(TEST_PASSWORD);
  });

  it('logs a failed query with its SQL, code and request id, but without its parameters or quoted values', async () => {
    const secret = 'Geheim-Kennwort-4711';
    const failure = await app
      .get(DatabaseService)
      .db.execute(sql`select ${secret}::int as n`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String((failure as Error).message)).toContain(secret); // what used to be logged
    const response = { headersSent: false, status: () => response, json: () => response };
    const host = {
      switchToHttp: () => ({ getRequest: () => ({ id: 'req-redaction-1' }), getResponse: () => response }),
    } as unknown as ArgumentsHost;
    new AllExceptionsFilter().catch(failure, host);

    expect(written.join('')).not.toContain(secret);
    const line = lines().find((l) => l.msg === 'request failed');
    expect(line?.err?.message).toContain('Failed query: select $1::int as n');
    expect(line?.err?.stack).toContain('    at ');
    expect(line?.err?.cause).toMatchObject({
      code: '22P02',
      message: expect.stringContaining('[Redacted]') as unknown,
    });
  });

  it('redacts password, hash, token, IBAN, cookie and authorization fields at any depth', () => {
    rootLogger.info(
      {
        user: { Password: 'pw-1', passwordHash: '$argon2id$x', HasPassword: true },
        payment: { order: { sepa: { Iban: 'DE89370400440532013000', IBAN: 'DE02120300000000202051' } } },
        sessions: [{ refresh_token: 'rt-1', CsrfToken: 'csrf-1', accessToken: 'at-1' }],
        headers: {
          authorization: 'Bearer jwt-1',
          cookie: 'token=jwt-2',
          'set-cookie': ['refresh_token=rt-2'],
        },
        params: { id: 7 },
      },
      'nested secrets',
    );
    new Logger('Test').log({ NewPassword: 'pw-2', nested: { token: 'tk-1' } });
    const log = written.join('');
    for (const secret of [
      'pw-1',
      'argon2',
      'DE89',
      'DE02',
      'rt-1',
      'csrf-1',
      'at-1',
      'jwt-1',
      'jwt-2',
      'rt-2',
      'pw-2',
      'tk-1',
    ])
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    const [line] = lines();
    expect(line).toMatchObject({
      user: { Password: '[Redacted]', HasPassword: true },
      params: { id: 7 },
      payment: { order: { sepa: { Iban: '[Redacted]' } } },
    });
  });

  it("takes a link's token out of the logged URL and a failed query's parameters out of a message", async () => {
    const token = 'A'.repeat(43);
    await request(app.getHttpServer()).get(`/api/order-rating/1?token=${token}&x=1`);
    new Logger('Test').warn(
      'market refresh failed: Failed query: select $1\nparams: geheim@example.test,$argon2id$v=19',
    );
    const log = written.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('geheim@example.test');
    expect(lines().find((l) => l.req?.url?.startsWith('/api/order-rating/1'))?.req?.url).toBe(
      '/api/order-rating/1?token=[Redacted]&x=1',
    );
  });
});
