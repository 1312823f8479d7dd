import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { emailTokens, mailOutbox, users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { AUTH_COOKIES } from '../../core/auth/auth-cookies.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import {
  TEST_PASSWORD,
  claimsOf,
  createUser,
  randomClientAddress,
  randomEmail,
  setCookies,
  signIn,
} from './accounts.fixture.js';
import type { RegistrationDataOutput } from './dto/registration-data.input.js';
import type { SignInOutput } from './dto/session.output.js';

const ADDRESS = {
  Title1: 'Frau',
  FirstName: 'Karla',
  LastName: 'Kunde',
  Street: 'Ringstraße',
  HouseNumber: '3',
  ZipCode: '1010',
  City: 'Wien',
  CountryId: 2,
};

describe('registration', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const register = (body: object) =>
    http().post('/api/account/registrieren').set('X-Forwarded-For', randomClientAddress()).send(body);
  const db = () => app.get(DatabaseService).db;
  const base = () => ({
    EmailAddress: randomEmail('neu'),
    Password: TEST_PASSWORD,
    FirstName: 'Karla',
    LastName: 'Kunde',
  });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/account/registrieren', () => {
    it('creates the account, signs it in and enqueues the confirm-request mail of its site', async () => {
      const input = { ...base(), Title1: 'Frau', CountryId: 2, DeliveryAddress: ADDRESS };
      const res = await register(input).expect(201);
      const body = res.body as SignInOutput;
      expect(body.success).toBe(true);
      expect(setCookies(res)[AUTH_COOKIES.token]).toBe(body.token);
      const claims = claimsOf(body.token as string);
      expect(claims).toMatchObject({ isGuest: false, roles: 'Role_Customer', firstName: 'Karla' });

      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, input.EmailAddress));
      expect(mail).toMatchObject({ template: 'confirm-request', site: 'at' });
      expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Anfrage');
      expect(mail?.text).toContain('Sehr geehrte Frau Kunde,');
      expect(mail?.text).toContain('+43 800 000000');
      const token = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] as string;
      expect(mail?.html).toContain(`http://localhost:3000/at/anfrage-bestaetigen?token=${token}`);

      await signIn(app, input.EmailAddress);
      await http().post('/api/account/anfrage-bestaetigen').send({ Token: token }).expect(200);
      const [user] = await db().select().from(users).where(eq(users.email, input.EmailAddress));
      expect(user?.emailConfirmedAt).not.toBeNull();
    });

    it('writes user, token and mail in one transaction: no mail, no account', async () => {
      const outbox = app.get(MailOutbox);
      const spy = jest.spyOn(outbox, 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
      const input = base();
      try {
        await register(input).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await db().select().from(users).where(eq(users.email, input.EmailAddress))).toEqual([]);
      await register(input).expect(201);
    });

    it('registers without a password, and a guest within an order', async () => {
      const { Password: _password, ...noPassword } = base();
      await register(noPassword).expect(201);
      const guest = await register({
        ...noPassword,
        EmailAddress: randomEmail('gast'),
        ForOrder: true,
        AsGuest: true,
      }).expect(201);
      expect(claimsOf((guest.body as SignInOutput).token as string)).toMatchObject({
        isGuest: true,
        roles: [],
      });
    });

    it('turns a guest into a customer when the same address registers', async () => {
      const guest = await createUser(app, { isGuest: true, password: null });
      const res = await register({ ...base(), EmailAddress: guest.email }).expect(201);
      expect(claimsOf((res.body as SignInOutput).token as string)).toMatchObject({
        id: guest.id,
        isGuest: false,
      });
    });

    it('refuses an address that has an account', async () => {
      const user = await createUser(app);
      const res = await register({ ...base(), EmailAddress: user.email.toUpperCase() }).expect(409);
      expect((res.body as ErrorResponse).error).toBe('EMAIL_TAKEN');
    });

    it.each([
      ['EmailAddress', { EmailAddress: 'no-mail' }],
      ['Password', { Password: 'kurz' }],
      ['Password', { Password: 'sommer2026' }],
      ['FirstName', { FirstName: undefined }],
      ['AsGuest', { AsGuest: true }],
      ['AsGuest', { AsGuest: 'yes', ForOrder: true }],
      ['Password', { AsGuest: true, ForOrder: true }],
      ['CountryId', { CountryId: 4 }],
      ['DeliveryAddress.ZipCode', { DeliveryAddress: { ...ADDRESS, ZipCode: '10115' } }],
      ['DeliveryAddress.City', { DeliveryAddress: { ...ADDRESS, City: '' } }],
      ['InvoiceAddress', { InvoiceAddress: 'Wien' }],
      ['Unknown', { Unknown: 1 }],
    ])('refuses a bad %s', async (field, change) => {
      const res = await register({ ...base(), ...change }).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });

    it('limits registrations per client address', async () => {
      const address = randomClientAddress();
      const attempt = () =>
        http()
          .post('/api/account/registrieren')
          .set('X-Forwarded-For', address)
          .send({ ...base() });
      for (let i = 0; i < 20; i++) await attempt().expect(201);
      const res = await attempt().expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /api/account/cache-reg-data', () => {
    const data = {
      AuthData: { EmailAddress: 'halb@exa', FirstName: 'Karla', AsGuest: false },
      UseInvoiceAddress: false,
      DeliveryAddress: { Street: 'Ringstr', ZipCode: '10' },
      InvoiceAddress: null,
    };

    it('keeps the form per browser (reg_session cookie) and reads it back', async () => {
      const first = await http().post('/api/account/cache-reg-data').send(data).expect(200);
      const session = setCookies(first)[AUTH_COOKIES.registration] as string;
      expect(session).toMatch(/^[\w-]{43}$/);
      const cookie = `${AUTH_COOKIES.registration}=${session}`;
      const read = await http().get('/api/account/cache-reg-data').set('Cookie', cookie).expect(200);
      expect((read.body as RegistrationDataOutput).Data).toMatchObject(data);
      expect((await http().get('/api/account/cache-reg-data').expect(200)).body).toEqual({ Data: null });

      // Overwriting relies on the cookie, so it needs the CSRF header.
      const refused = await http()
        .post('/api/account/cache-reg-data')
        .set('Cookie', cookie)
        .send(data)
        .expect(403);
      expect((refused.body as ErrorResponse).error).toBe('CSRF_FAILED');
      const me = await http().get('/api/account/me').expect(200);
      const csrf = setCookies(me)[AUTH_COOKIES.csrf] as string;
      await http()
        .post('/api/account/cache-reg-data')
        .set('Cookie', `${cookie}; ${AUTH_COOKIES.csrf}=${encodeURIComponent(csrf)}`)
        .set('RequestVerificationToken', csrf)
        .send({ ...data, UseInvoiceAddress: true })
        .expect(200);
      const updated = await http().get('/api/account/cache-reg-data').set('Cookie', cookie).expect(200);
      expect((updated.body as RegistrationDataOutput).Data?.UseInvoiceAddress).toBe(true);
    });

    it.each([
      ['AuthData.Password', { ...data, AuthData: { Password: 'geheim' } }],
      ['UseInvoiceAddress', { ...data, UseInvoiceAddress: 'no' }],
      ['AuthData', { UseInvoiceAddress: false }],
      ['DeliveryAddress.CountryId', { ...data, DeliveryAddress: { CountryId: 9 } }],
    ])('refuses a bad %s (passwords are never kept)', async (field, input) => {
      const res = await http().post('/api/account/cache-reg-data').send(input).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  it('keeps only the hash of e-mail tokens', async () => {
    const input = base();
    await register(input).expect(201);
    const [user] = await db().select().from(users).where(eq(users.email, input.EmailAddress));
    const [token] = await db()
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user?.id ?? 0));
    expect(token?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
