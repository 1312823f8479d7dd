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
import type { LinkSignInOutput } from './dto/link-sign-in.output.js';
import type { RegisterOutput } from './dto/registration.output.js';
import type { RegistrationDataOutput } from './dto/registration-data.output.js';
import { PasswordService } from './password.service.js';
import { registrationMailed } from './registration.service.js';

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

  const mailedAnswer = (email: string): RegisterOutput => ({
    Success: true,
    Message: registrationMailed(email.toLowerCase()),
    Token: null,
  });
  const onlyMailTo = async (email: string) => {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
    expect(mails).toHaveLength(1);
    return mails[0] as (typeof mails)[number];
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/account/registrieren', () => {
    it('creates the unconfirmed account without signing in; the confirm link signs in and leads back', async () => {
      const input = {
        ...base(),
        Title1: 'Frau',
        CountryId: 2,
        DeliveryAddress: ADDRESS,
        ReturnUrl: '/at/heizoel/bestellung',
      };
      const res = await register(input).expect(201);
      expect(res.body).toEqual(mailedAnswer(input.EmailAddress));
      expect(res.headers['set-cookie']).toBeUndefined();

      const mail = await onlyMailTo(input.EmailAddress);
      expect(mail).toMatchObject({ template: 'confirm-request', site: 'at' });
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail.text).toContain('Sehr geehrte Frau Kunde,');
      expect(mail.text).toContain('+43 800 000000');
      const token = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(mail.text)?.[1] as string;
      expect(mail.html).toContain(`http://localhost:3000/at/anfrage-bestaetigen?token=${token}`);

      const confirmed = await http()
        .post('/api/account/anfrage-bestaetigen')
        .send({ Token: token })
        .expect(200);
      const body = confirmed.body as LinkSignInOutput;
      expect(body).toMatchObject({
        Success: true,
        Message: 'Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.',
        ReturnUrl: '/at/heizoel/bestellung',
        HasPassword: true,
      });
      expect(setCookies(confirmed)[AUTH_COOKIES.token]).toBe(body.Token);
      expect(claimsOf(body.Token as string)).toMatchObject({ isGuest: false, roles: 'Role_Customer' });
      const [user] = await db().select().from(users).where(eq(users.email, input.EmailAddress));
      expect(user?.emailConfirmedAt).not.toBeNull();
      await http().post('/api/account/anfrage-bestaetigen').send({ Token: token }).expect(409);
    });

    it('signs nobody in with a confirm link whose account changed its address since', async () => {
      const input = base();
      await register(input).expect(201);
      const token = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(
        (await onlyMailTo(input.EmailAddress)).text,
      )?.[1];
      await db()
        .update(users)
        .set({ email: randomEmail('anders') })
        .where(eq(users.email, input.EmailAddress));
      const res = await http().post('/api/account/anfrage-bestaetigen').send({ Token: token }).expect(200);
      expect((res.body as LinkSignInOutput).Token).toBeNull();
      expect(res.headers['set-cookie']).toBeUndefined();
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

    it('registers without a password (its confirm link signs in), and a guest within an order', async () => {
      const { Password: _password, ...noPassword } = base();
      const res = await register(noPassword).expect(201);
      expect(res.body).toEqual(mailedAnswer(noPassword.EmailAddress));
      const token = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(
        (await onlyMailTo(noPassword.EmailAddress)).text,
      )?.[1];
      const confirmed = await http()
        .post('/api/account/anfrage-bestaetigen')
        .send({ Token: token })
        .expect(200);
      expect(confirmed.body).toMatchObject({ HasPassword: false, ReturnUrl: null });
      expect((confirmed.body as LinkSignInOutput).Token).toEqual(expect.any(String));

      const guest = await register({
        ...noPassword,
        EmailAddress: randomEmail('gast'),
        ForOrder: true,
        AsGuest: true,
      }).expect(201);
      const body = guest.body as RegisterOutput;
      expect(body).toMatchObject({ Success: true, Message: 'Sie bestellen als Gast.' });
      expect(setCookies(guest)[AUTH_COOKIES.token]).toBe(body.Token);
      expect(claimsOf(body.Token as string)).toMatchObject({ isGuest: true, roles: [] });
    });

    it('gives every guest checkout a fresh row: nothing of an earlier guest or of an account', async () => {
      const email = randomEmail('gast');
      const guestInput = {
        EmailAddress: email,
        FirstName: 'Gerd',
        LastName: 'Gast',
        ForOrder: true,
        AsGuest: true,
        DeliveryAddress: ADDRESS,
      };
      const first = (await register(guestInput).expect(201)).body as RegisterOutput;
      const firstId = claimsOf(first.Token as string)['id'];
      const second = await register({ ...guestInput, FirstName: 'Fremd', DeliveryAddress: undefined }).expect(
        201,
      );
      const secondBody = second.body as RegisterOutput;
      expect(Object.keys(secondBody).sort()).toEqual(Object.keys(first).sort());
      const secondId = claimsOf(secondBody.Token as string)['id'];
      expect(secondId).not.toBe(firstId);
      const me = await http()
        .get('/api/account/me')
        .set('Authorization', `Bearer ${secondBody.Token}`)
        .expect(200);
      expect(me.body).toMatchObject({
        User: { Id: secondId, FirstName: 'Fremd', IsGuest: true, Addresses: [] },
      });

      // The same for an address that has an account: a guest row beside it, the account untouched.
      const owner = await createUser(app);
      const third = (await register({ ...guestInput, EmailAddress: owner.email }).expect(201))
        .body as RegisterOutput;
      expect(claimsOf(third.Token as string)).toMatchObject({ isGuest: true });
      expect(claimsOf(third.Token as string)['id']).not.toBe(owner.id);
      await signIn(app, owner.email);
    });

    it('answers a registration of an account byte for byte like a new one, and warns its owner', async () => {
      const owner = await createUser(app);
      const before = await db().select().from(users).where(eq(users.id, owner.id));
      const taken = await register({ ...base(), EmailAddress: owner.email.toUpperCase() });
      const freshEmail = randomEmail('kunde'); // as long as the owner's address
      const fresh = await register({ ...base(), EmailAddress: freshEmail });
      expect([taken.status, fresh.status]).toEqual([201, 201]);
      expect(taken.headers['set-cookie']).toBeUndefined();
      expect(taken.body).toEqual(mailedAnswer(owner.email));
      expect(fresh.body).toEqual(mailedAnswer(freshEmail));
      expect(taken.text.replace(owner.email, freshEmail)).toBe(fresh.text);
      const headerNames = (res: request.Response) => Object.keys(res.headers).sort();
      expect(headerNames(taken)).toEqual(headerNames(fresh));
      expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);

      const mail = await onlyMailTo(owner.email);
      expect(mail).toMatchObject({
        template: 'registration-attempt',
        subject: 'Registrierung mit Ihrer E-Mail-Adresse',
      });
      expect(mail.text).toContain('jemand hat versucht, sich beim');
      expect(mail.text).toContain('Anmelden: http://localhost:3000/benutzerkonto/anmeldung');
      expect(mail.text).not.toContain('gastbestellungen-uebernehmen');
      expect(await db().select().from(users).where(eq(users.email, owner.email))).toEqual(before);
      await signIn(app, owner.email);
    });

    it('does the same work whatever the address has: one password hash, one mail', async () => {
      const passwords = app.get(PasswordService);
      const outbox = app.get(MailOutbox);
      const hash = jest.spyOn(passwords, 'hashNew');
      const enqueue = jest.spyOn(outbox, 'enqueue');
      const owner = await createUser(app);
      const guestEmail = randomEmail('gast');
      await register({
        EmailAddress: guestEmail,
        FirstName: 'G',
        LastName: 'G',
        ForOrder: true,
        AsGuest: true,
      });
      try {
        for (const email of [randomEmail('neu'), owner.email, guestEmail]) {
          hash.mockClear();
          enqueue.mockClear();
          await register({ ...base(), EmailAddress: email }).expect(201);
          expect(hash).toHaveBeenCalledTimes(1);
          expect(enqueue).toHaveBeenCalledTimes(1);
        }
      } finally {
        hash.mockRestore();
        enqueue.mockRestore();
      }
    });

    it('creates one account for concurrent registrations of one address, with the same answer to all', async () => {
      const email = randomEmail('gleichzeitig');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => register({ ...base(), EmailAddress: email })),
      );
      for (const res of answers) {
        expect(res.status).toBe(201);
        expect(res.body).toEqual(mailedAnswer(email));
      }
      const rows = await db().select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mails.map((m) => m.template).sort()).toEqual([
        'confirm-request',
        ...Array<string>(4).fill('registration-attempt'),
      ]);
    });

    it('refuses a ReturnUrl that leaves the site', async () => {
      for (const ReturnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const res = await register({ ...base(), ReturnUrl }).expect(400);
        expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain('ReturnUrl');
      }
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
