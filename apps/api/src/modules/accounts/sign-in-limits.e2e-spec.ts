import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq, inArray } from 'drizzle-orm';
import { emailTokens, mailOutbox } from '@fuel/db';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { MailTransport } from '../mail/mail-transport.js';
import { MailWorker } from '../mail/mail-worker.service.js';
import { TEST_PASSWORD, createUser, randomClientAddress, randomEmail } from './accounts.fixture.js';
import { EmailTokenService } from './email-token.service.js';
import { PASSWORD_RESET_REQUESTED } from './password-reset-mail.js';
import { PasswordService } from './password.service.js';
import { UsersRepository } from './users.repository.js';

const BURST = 100;

/** How many attempts the account-wide delay (2 s doubling) can admit in `seconds`. */
function delaySlotsWithin(seconds: number): number {
  let slots = 0;
  for (let delay = 2, total = 2; total <= seconds; delay = Math.min(delay * 2, 60), total += delay)
    slots += 1;
  return slots;
}

describe.each([
  ['with Redis', {}],
  ['with the in-process fallback', { redisUrl: undefined }],
])('sign-in and reset limits under bursts (%s)', (_name, overrides) => {
  // The worker test delivers the whole outbox: a database of its own keeps other files' mails out.
  const databaseUrl = useOwnDatabase('fuel_limits');
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const login = (UserName: string, Password: string, address: string) =>
    http().post('/api/account/jwt/anmelden').set('X-Forwarded-For', address).send({ UserName, Password });
  const verifications = () => jest.spyOn(app.get(PasswordService), 'verify');

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl(), mailWorkerIntervalMs: 0, ...overrides });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('sign-in', () => {
    it(`checks no more passwords than the limit in a burst of ${BURST} from one address`, async () => {
      const user = await createUser(app);
      const address = randomClientAddress();
      const verify = verifications();
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => login(user.email, `wrong-${i}-password`, address)),
      );
      expect(verify).toHaveBeenCalledTimes(5);
      expect(answers.filter((res) => res.status === 401)).toHaveLength(5);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(BURST - 5);
      expect((refused[0]?.body as ErrorResponse).error).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      // The right password after the limit is refused unchecked, too.
      await login(user.email, TEST_PASSWORD, address).expect(429);
      expect(verify).toHaveBeenCalledTimes(5);
    });

    it(`bounds a burst of ${BURST} from as many addresses; the owner waits seconds, not 15 minutes`, async () => {
      const user = await createUser(app);
      // The owner signed in from home before: that address stays usable during the attack.
      const home = randomClientAddress();
      await login(user.email, TEST_PASSWORD, home).expect(200);
      const verify = verifications();
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login(user.email, `wrong-${i}-password`, randomClientAddress()),
        ),
      );
      // 10 free failures per account and hour; then the delay (2 s, 4 s, …) admits one at a time.
      const admitted = 10 + delaySlotsWithin((Date.now() - started) / 1000);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(admitted);
      expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(admitted);
      expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(BURST - admitted);
      await login(user.email, TEST_PASSWORD, home).expect(200);

      // From an address the account never used: at most a short wait, then the right password works.
      const travelling = randomClientAddress();
      const first = await login(user.email, TEST_PASSWORD, travelling);
      if (first.status === 429) {
        const wait = Number(first.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
        await login(user.email, TEST_PASSWORD, travelling).expect(200);
      } else {
        expect(first.status).toBe(200);
      }
    });

    it("a stranger's failures from other addresses do not stop the owner at a clean address", async () => {
      const user = await createUser(app);
      const [first, second] = [randomClientAddress(), randomClientAddress()];
      for (let i = 0; i < 5; i++) await login(user.email, `wrong-${i}-password`, first).expect(401);
      // Refused attempts check nothing and count nothing.
      for (let i = 0; i < 20; i++) await login(user.email, `more-${i}-password`, first).expect(429);
      for (let i = 0; i < 4; i++) await login(user.email, `wrong-${i}-password`, second).expect(401);
      await login(user.email, TEST_PASSWORD, randomClientAddress()).expect(200);
    });

    it('forgets mistypes after the right password: the owner gets 5 tries again', async () => {
      const user = await createUser(app);
      const address = randomClientAddress();
      for (let i = 0; i < 4; i++) await login(user.email, `typo-${i}-password`, address).expect(401);
      await login(user.email, TEST_PASSWORD, address).expect(200);
      for (let i = 0; i < 4; i++) await login(user.email, `typo-${i}-password`, address).expect(401);
      await login(user.email, TEST_PASSWORD, address).expect(200);
    });
  });

  describe('password reset', () => {
    const forgot = (EmailAddress: string, address = randomClientAddress(), CountryId?: number) =>
      http()
        .post('/api/account/kennwort-vergessen')
        .set('X-Forwarded-For', address)
        .send({ EmailAddress, CountryId });
    const rowsTo = (...to: string[]) =>
      app.get(DatabaseService).db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));

    it('does the same work for an existing and a missing account: one outbox row each, no lookup', async () => {
      const user = await createUser(app);
      const missing = randomEmail('niemand');
      const lookups = jest.spyOn(app.get(UsersRepository), 'findByEmail');
      const tokens = jest.spyOn(app.get(EmailTokenService), 'issue');
      const verify = verifications();
      const known = await forgot(user.email, randomClientAddress(), 3).expect(200);
      const unknown = await forgot(missing, randomClientAddress(), 3).expect(200);
      expect(unknown.body).toEqual(known.body);
      expect(lookups).not.toHaveBeenCalled();
      expect(tokens).not.toHaveBeenCalled();
      expect(verify).not.toHaveBeenCalled();
      const shape = ({
        id: _id,
        to: _to,
        createdAt: _c,
        nextAttemptAt: _n,
        ...rest
      }: typeof mailOutbox.$inferSelect) => rest;
      const [knownRow, ...moreKnown] = await rowsTo(user.email);
      const [missingRow, ...moreMissing] = await rowsTo(missing);
      expect([moreKnown, moreMissing]).toEqual([[], []]);
      expect(knownRow).toMatchObject({ template: PASSWORD_RESET_REQUESTED, status: 'pending', site: 'ch' });
      expect(shape(missingRow as typeof mailOutbox.$inferSelect)).toEqual(
        shape(knownRow as typeof mailOutbox.$inferSelect),
      );

      // The worker writes and sends the account's mail and drops the other request.
      jest.restoreAllMocks();
      const send = jest.spyOn(app.get(MailTransport), 'send').mockResolvedValue(undefined);
      const report = await app.get(MailWorker).deliverDue(new Date(Date.now() + 1000));
      expect(report).toMatchObject({ sent: 1, dropped: 1, failed: 0, retried: 0 });
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0]?.[0]).toMatchObject({ to: user.email, subject: 'Neues Kennwort festlegen' });
      expect(await rowsTo(missing)).toEqual([]);
      const [sent] = await rowsTo(user.email);
      expect(sent).toMatchObject({ template: 'reset-password', site: 'ch', status: 'sent' });
      const token = /\/ch\/neues-kennwort-setzen\/([\w-]{43})/.exec(sent?.html ?? '')?.[1];
      expect(token).toBeDefined();
      const issued = await app
        .get(DatabaseService)
        .db.select()
        .from(emailTokens)
        .where(eq(emailTokens.userId, user.id));
      expect(issued.map((row) => row.purpose)).toEqual(['reset-password']);
      await http()
        .post('/api/account/neues-kennwort-setzen')
        .send({ Token: token, Password: 'Ganz-Neues-Kennwort-1' })
        .expect(200);
      await login(user.email, 'Ganz-Neues-Kennwort-1', randomClientAddress()).expect(200);
    });

    it("uses the account's own site when the request names none", async () => {
      const user = await createUser(app);
      await forgot(user.email).expect(200);
      jest.spyOn(app.get(MailTransport), 'send').mockResolvedValue(undefined);
      await app.get(MailWorker).deliverDue(new Date(Date.now() + 1000));
      const [sent] = await rowsTo(user.email);
      expect(sent).toMatchObject({ template: 'reset-password', site: 'de', status: 'sent' });
    });

    it(`queues no more mails than the limit in a burst of ${BURST}`, async () => {
      const email = (await createUser(app)).email;
      const answers = await Promise.all(Array.from({ length: BURST }, () => forgot(email)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(BURST - 5);
      expect(await rowsTo(email)).toHaveLength(5);
    });
  });
});
