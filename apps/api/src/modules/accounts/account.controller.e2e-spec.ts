import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import { emailTokens, mailOutbox } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { AUTH_COOKIES } from '../../core/auth/auth-cookies.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import {
  TEST_PASSWORD,
  createUser,
  randomEmail,
  sessionFor,
  setCookies,
  signIn,
} from './accounts.fixture.js';
import type { AccountSessionOutput, AccountUserOutput } from './dto/account.output.js';
import type { CommonAddressOutput } from './dto/address-options.output.js';
import type { SessionRenewOutput } from './dto/session.output.js';
import { EmailTokenService } from './email-token.service.js';

const ADDRESS = {
  Type: 'delivery',
  Title1: 'Herr',
  FirstName: 'Max',
  LastName: 'Muster',
  Street: 'Marienplatz',
  HouseNumber: '1',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
};

describe('account', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/account/me', () => {
    it('answers LoggedIn false with a CSRF token for anonymous callers and sets the cookie', async () => {
      const res = await http().get('/api/account/me').expect(200);
      const body = res.body as AccountSessionOutput;
      expect(body).toMatchObject({
        LoggedIn: false,
        User: null,
        ShowSupportInfo: false,
        OperatingSupportData: null,
      });
      expect(setCookies(res)[AUTH_COOKIES.csrf]).toBe(body.CsrfToken);
    });

    it('describes the signed-in user and keeps the CSRF token of the cookie', async () => {
      const user = await createUser(app, { hasMexEnabled: true });
      const session = await signIn(app, user.email);
      const res = await http().get('/api/account/me').set('Cookie', session.cookie).expect(200);
      const body = res.body as AccountSessionOutput;
      expect(body.LoggedIn).toBe(true);
      expect(body.CsrfToken).toBe(session.csrfToken);
      expect(body.User).toMatchObject({
        Id: user.id,
        EmailAddress: user.email,
        Roles: ['Role_Customer', 'ComputedRole_Mex_Customer'],
        HasAnyOrder: false,
        HasPassword: true,
        EmailConfirmed: false,
        Addresses: [],
      } satisfies Partial<AccountUserOutput>);
    });
  });

  describe('GET /session/renew', () => {
    it('reports the session and hands out a CSRF token', async () => {
      const anonymous = await http().get('/session/renew').expect(200);
      expect(anonymous.body).toMatchObject({
        Success: true,
        LoggedIn: false,
      } satisfies Partial<SessionRenewOutput>);
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http().get('/session/renew').set('Cookie', session.cookie).expect(200);
      expect(res.body).toEqual({ Success: true, LoggedIn: true, CsrfToken: session.csrfToken });
    });
  });

  describe('PUT /api/account/persoenliche-daten', () => {
    const body = {
      Title1: 'Herr',
      Title2: 'Dr.',
      FirstName: 'Max',
      LastName: 'Muster',
      Addresses: [ADDRESS],
    };

    it('saves names, titles and the address book', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .put('/api/account/persoenliche-daten')
        .set(bearer(session.token))
        .send(body)
        .expect(200);
      const user = res.body as AccountUserOutput;
      expect(user).toMatchObject({ Title1: 'Herr', Title2: 'Dr.', FirstName: 'Max', LastName: 'Muster' });
      expect(user.Addresses).toEqual([
        expect.objectContaining({ Type: 'delivery', Street: 'Marienplatz', ZipCode: '80331' }),
      ]);
      const kept = await http()
        .put('/api/account/persoenliche-daten')
        .set(bearer(session.token))
        .send({ FirstName: 'Moritz', LastName: 'Muster' })
        .expect(200);
      expect((kept.body as AccountUserOutput).Addresses).toHaveLength(1);
    });

    it('needs the CSRF header when the token comes from the cookie', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      const missing = await http()
        .put('/api/account/persoenliche-daten')
        .set('Cookie', session.cookie)
        .send(body)
        .expect(403);
      expect((missing.body as ErrorResponse).error).toBe('CSRF_FAILED');
      await http()
        .put('/api/account/persoenliche-daten')
        .set('Cookie', session.cookie)
        .set('RequestVerificationToken', 'x.y')
        .send(body)
        .expect(403);
      await http()
        .put('/api/account/persoenliche-daten')
        .set('Cookie', session.cookie)
        .set('RequestVerificationToken', session.csrfToken)
        .send(body)
        .expect(200);
    });

    it('is for customers: 401 without a token, 403 for a guest', async () => {
      await http().put('/api/account/persoenliche-daten').send(body).expect(401);
      const guest = await createUser(app, { isGuest: true });
      const session = await sessionFor(app, guest);
      await http().put('/api/account/persoenliche-daten').set(bearer(session.token)).send(body).expect(403);
    });

    it.each([
      ['FirstName', { ...body, FirstName: '' }],
      ['Title1', { ...body, Title1: 'Graf' }],
      ['Addresses.0.ZipCode', { ...body, Addresses: [{ ...ADDRESS, ZipCode: '1234' }] }],
      ['Addresses.0.ZipCode', { ...body, Addresses: [{ ...ADDRESS, CountryId: 2 }] }],
      ['Addresses.0.Type', { ...body, Addresses: [{ ...ADDRESS, Type: 'home' }] }],
      ['Addresses', { ...body, Addresses: 'none' }],
    ])('refuses a bad %s', async (field, input) => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .put('/api/account/persoenliche-daten')
        .set(bearer(session.token))
        .send(input)
        .expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  describe('POST /api/account/kennwort-aendern', () => {
    it('changes the password with the current one and ends the other sessions', async () => {
      const user = await createUser(app);
      const mine = await signIn(app, user.email);
      const other = await signIn(app, user.email);
      await http()
        .post('/api/account/kennwort-aendern')
        .set(bearer(mine.token))
        .send({ CurrentPassword: TEST_PASSWORD, NewPassword: 'Neues-Kennwort-77' })
        .expect(200);
      await signIn(app, user.email, 'Neues-Kennwort-77');
      const refresh = (s: typeof mine) =>
        http()
          .post('/api/account/v2/get/token')
          .set('Cookie', s.cookie)
          .set('RequestVerificationToken', s.csrfToken)
          .send({});
      await refresh(other).expect(401);
      await refresh(mine).expect(200);
    });

    it.each([
      [{ CurrentPassword: 'falsch-falsch', NewPassword: 'Neues-Kennwort-77' }, 'CurrentPassword'],
      [{ CurrentPassword: TEST_PASSWORD, NewPassword: 'kurz' }, 'NewPassword'],
      [{ CurrentPassword: TEST_PASSWORD, NewPassword: 'passwort123' }, 'NewPassword'],
      [{ CurrentPassword: TEST_PASSWORD }, 'NewPassword'],
    ])('refuses %j naming %s, in German', async (input, field) => {
      const session = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .post('/api/account/kennwort-aendern')
        .set(bearer(session.token))
        .send(input)
        .expect(400);
      const body = res.body as ErrorResponse;
      expect(body.fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  describe('POST /api/account/email-aendern', () => {
    it('mails a link to the new address; following it changes the address', async () => {
      const user = await createUser(app);
      const session = await signIn(app, user.email);
      const newEmail = randomEmail('neu');
      await http()
        .post('/api/account/email-aendern')
        .set(bearer(session.token))
        .send({ NewEmailAddress: newEmail.toUpperCase(), Password: TEST_PASSWORD })
        .expect(200);
      const db = app.get(DatabaseService).db;
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, newEmail));
      expect(mail).toMatchObject({ template: 'confirm-email-change', site: 'de' });
      const token = /email-anpassung-bestaetigen\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] as string;
      expect(mail?.html).toContain(`http://localhost:3000/email-anpassung-bestaetigen?token=${token}`);

      await http().post('/api/account/email-anpassung-bestaetigen').send({ Token: token }).expect(200);
      await signIn(app, newEmail);
      const again = await http()
        .post('/api/account/email-anpassung-bestaetigen')
        .send({ Token: token })
        .expect(409);
      expect((again.body as ErrorResponse).error).toBe('TOKEN_USED');
    });

    it('answers an address another account holds as any other, with a note to its owner and no link', async () => {
      const taken = await createUser(app);
      const user = await createUser(app);
      const session = await signIn(app, user.email);
      const free = randomEmail('frei');
      const send = (email: string) =>
        http()
          .post('/api/account/email-aendern')
          .set(bearer(session.token))
          .send({ NewEmailAddress: email, Password: TEST_PASSWORD })
          .expect(200);
      const [toTaken, toFree] = [await send(taken.email), await send(free)];
      expect(toTaken.body).toEqual({
        ...toFree.body,
        Message: toFree.body.Message.replace(free, taken.email),
      });
      const db = app.get(DatabaseService).db;
      const [note] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, taken.email));
      expect(note).toMatchObject({ template: 'email-change-attempt' });
      expect(note?.text).not.toMatch(/email-anpassung-bestaetigen/);
      const links = await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
      expect(links.map((link) => (link.payload as { email: string }).email)).toEqual([free]);
    });

    it('refuses a wrong password and a malformed address', async () => {
      const session = await signIn(app, (await createUser(app)).email);
      await http()
        .post('/api/account/email-aendern')
        .set(bearer(session.token))
        .send({ NewEmailAddress: randomEmail(), Password: 'falsches-kennwort' })
        .expect(400);
      const bad = await http()
        .post('/api/account/email-aendern')
        .set(bearer(session.token))
        .send({ NewEmailAddress: 'no-address', Password: TEST_PASSWORD })
        .expect(400);
      expect((bad.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('NewEmailAddress');
    });

    it('refuses the change when the address was taken before the link was followed', async () => {
      const user = await createUser(app);
      const target = randomEmail('race');
      const token = await app
        .get(EmailTokenService)
        .issue('confirm-email-change', user.id, { email: target });
      await createUser(app, { email: target });
      const res = await http()
        .post('/api/account/email-anpassung-bestaetigen')
        .send({ Token: token })
        .expect(409);
      expect((res.body as ErrorResponse).error).toBe('EMAIL_TAKEN');
      const [row] = await app
        .get(DatabaseService)
        .db.select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, user.id)));
      expect(row?.usedAt).toBeNull();
    });
  });

  it('GET /api/common/address lists titles and countries', async () => {
    const res = await http().get('/api/common/address').expect(200);
    expect(res.body).toEqual({
      Title1List: ['Herr', 'Frau', 'Divers'],
      Title2List: ['Dr.', 'Prof.', 'Prof. Dr.'],
      CountryList: [
        { Id: 1, Code: 'de', Name: 'Deutschland' },
        { Id: 2, Code: 'at', Name: 'Österreich' },
        { Id: 3, Code: 'ch', Name: 'Schweiz' },
      ],
    } satisfies CommonAddressOutput);
  });
});
