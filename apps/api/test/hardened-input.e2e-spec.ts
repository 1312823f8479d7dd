import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ErrorResponse } from '../src/core/http/error-response.js';
import {
  TEST_PASSWORD,
  createUser,
  randomClientAddress,
  randomEmail,
  signIn,
} from '../src/modules/accounts/accounts.fixture.js';
import { useSeededTestApp } from './test-app.js';
import { MUNICH_CONFIGURATION } from './order-fixtures.js';

/**
 * Input that used to crash the API (500s from class-transformer's recursion, from PostgreSQL, from a
 * missing object) answers 400 naming the field; state-changing calls accept JSON only (415).
 */

const ADDRESS = {
  Title1: 'Frau',
  FirstName: 'Karla',
  LastName: 'Kunde',
  Street: 'Ringstraße',
  HouseNumber: '3',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
};

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function expectFieldError(res: request.Response, field: string): void {
  const body = res.body as ErrorResponse;
  expect(res.status).toBe(400);
  expect(body.error).toBe('VALIDATION_FAILED');
  expect(body.fieldErrors?.map((e) => e.field)).toContain(field);
}

describe('input that used to crash', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());

  async function bearer(options: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app(), options);
    return { Authorization: `Bearer ${(await signIn(app(), user.email)).token}` };
  }

  describe('costly JSON', () => {
    it('refuses 10,000 levels with a 400 before parsing, 20 such requests at once', async () => {
      const body = nested(10_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          http().post('/api/kalkulation/berechnen').set('Content-Type', 'application/json').send(body),
        ),
      );
      for (const res of answers) {
        expectFieldError(res, 'body');
        expect((res.body as ErrorResponse).message).toContain('verschachtelt');
      }
    });

    it('lets 64 levels through to validation and refuses 65, brackets inside strings not counted', async () => {
      const post = (raw: string) =>
        http().post('/api/kalkulation/berechnen').set('Content-Type', 'application/json').send(raw);
      expect((await post(nested(64))).body).toMatchObject({
        status: 400,
        message: expect.not.stringContaining('verschachtelt') as unknown,
      });
      expect((await post(nested(65))).body).toMatchObject({
        status: 400,
        message: expect.stringContaining('verschachtelt') as unknown,
      });
      const bracketsInText = {
        ...MUNICH_CONFIGURATION,
        Parameters: [{ Id: 5, Key: '[{'.repeat(32) + '\\"[[' }],
      };
      const res = await post(JSON.stringify(bracketsInText));
      expect((res.body as ErrorResponse).message ?? '').not.toContain('verschachtelt');
    });

    it('refuses a body of more than 5,000 values before parsing, 20 bodies of 1 MB at once', async () => {
      const post = (raw: string) =>
        http().post('/api/kalkulation/berechnen').set('Content-Type', 'application/json').send(raw);
      const long = JSON.stringify({
        ...MUNICH_CONFIGURATION,
        Parameters: Array.from({ length: 110_000 }, () => ({ Id: 1 })),
      });
      // The guard's message (not the validator's) shows the bytes were refused before parsing; no timing here,
      // speed is for the bench.
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(long)));
      for (const res of answers) {
        expectFieldError(res, 'body');
        expect((res.body as ErrorResponse).message).toContain('zu viele Werte (höchstens 5.000)');
      }
      const commasInText = {
        ...MUNICH_CONFIGURATION,
        Parameters: [{ Id: 5, Key: ','.repeat(60) }],
        Extra: ','.repeat(6000),
      };
      expect((await post(JSON.stringify(commasInText))).body).toMatchObject({
        status: 400,
        message: expect.not.stringContaining('Werte') as unknown,
      });
      const many = JSON.stringify({
        ...MUNICH_CONFIGURATION,
        Parameters: Array.from({ length: 4000 }, () => 1),
      });
      expect((await post(many)).body).toMatchObject({
        status: 400,
        message: expect.not.stringContaining('Werte') as unknown,
      });
    });
  });

  describe('NUL bytes', () => {
    it('answers 400 naming the body field (sign-in and registration used to fail in PostgreSQL)', async () => {
      const signInRes = await http()
        .post('/api/account/jwt/anmelden')
        .set('X-Forwarded-For', randomClientAddress())
        .send({ UserName: `a\u0000${randomEmail()}`, Password: TEST_PASSWORD });
      expectFieldError(signInRes, 'UserName');
      expect((signInRes.body as ErrorResponse).message).toContain('UserName');

      const registerRes = await http()
        .post('/api/account/registrieren')
        .set('X-Forwarded-For', randomClientAddress())
        .send({
          EmailAddress: randomEmail('nul'),
          Password: TEST_PASSWORD,
          FirstName: 'Ka\u0000rla',
          LastName: 'Kunde',
        });
      expectFieldError(registerRes, 'FirstName');
    });

    it('names nested fields by their path, and query and path values too', async () => {
      const res = await http()
        .post('/api/kalkulation/berechnen')
        .send({ ...MUNICH_CONFIGURATION, Parameters: [{ Id: 5 }, { Id: 24, Key: 'x\u0000' }] });
      expectFieldError(res, 'Parameters[1].Key');
      expectFieldError(await http().get('/api/site/1/pages/local/redirect?city=M%00nchen'), 'city');
      expectFieldError(await http().get('/api/site/1/dealers/1%00'), 'path');
    });
  });

  describe('missing nested objects', () => {
    it('answers 400 naming the object instead of failing on it', async () => {
      const customer = await bearer();
      expectFieldError(
        await http().post('/api/order-process/address/save').set(customer).send({}),
        'DeliveryAddress',
      );
      expectFieldError(
        await http()
          .post('/api/order-process/stations/save')
          .set(customer)
          .send({
            Stations: [{ Amount: 1000 }, { Address: ADDRESS, Amount: 1000 }],
            InvoicePerStation: false,
          }),
        'Stations.0.Address',
      );
      const { Product: _product, ...withoutProduct } = MUNICH_CONFIGURATION;
      expectFieldError(await http().post('/api/kalkulation/berechnen').send(withoutProduct), 'Product');
    });
  });

  describe('calendar dates', () => {
    it('refuses days that do not exist: the desired date and the promised delivery date', async () => {
      const desired = await http()
        .post('/api/kalkulation/berechnen')
        .send({ ...MUNICH_CONFIGURATION, Parameters: [{ Id: 32, DesiredDate: '2026-02-31' }] });
      expectFieldError(desired, 'Parameters.0.DesiredDate');
      const dealer = await bearer({ roles: ['Role_Dealer'], dealerId: 1 });
      for (const date of ['2026-02-31', '2026-11-31', '2026-13-01', '2026-00-10']) {
        const confirm = await http()
          .post('/api/dealer/orders/1/confirm')
          .set(dealer)
          .send({ DeliveryDate: date });
        expectFieldError(confirm, 'DeliveryDate');
      }
      const leapDay = await http()
        .post('/api/kalkulation/berechnen')
        .send({ ...MUNICH_CONFIGURATION, Parameters: [{ Id: 32, DesiredDate: '2028-02-29' }] });
      expect(leapDay.status).toBe(200);
    });
  });

  describe('JSON only', () => {
    const signInForm = (email: string) =>
      http()
        .post('/api/account/jwt/anmelden')
        .set('X-Forwarded-For', randomClientAddress())
        .type('form')
        .send({ UserName: email, Password: TEST_PASSWORD });

    it('refuses a sign-in posted as an HTML form would (415), so no foreign page can sign a visitor in', async () => {
      const user = await createUser(app());
      const res = await signInForm(user.email);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringContaining('JSON') as unknown,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      for (const type of [
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16le',
        'application/jsonx',
      ]) {
        const other = await http()
          .post('/api/account/jwt/anmelden')
          .set('X-Forwarded-For', randomClientAddress())
          .set('Content-Type', type)
          .send(JSON.stringify({ UserName: user.email, Password: TEST_PASSWORD }));
        expect([type, other.status]).toEqual([type, 415]);
      }
      const json = await http()
        .post('/api/account/jwt/anmelden')
        .set('X-Forwarded-For', randomClientAddress())
        .set('Content-Type', 'Application/JSON; charset=UTF-8')
        .send(JSON.stringify({ UserName: user.email, Password: TEST_PASSWORD }));
      expect(json.status).toBe(200);
    });

    it('refuses a body without Content-Type, lets a bodyless call without one through', async () => {
      const untyped = await http().post('/api/account/jwt/abmelden').send('x').unset('Content-Type');
      expect(untyped.status).toBe(415);
      const bodyless = await http().post('/api/account/jwt/abmelden');
      expect(bodyless.status).not.toBe(415);
      expect(bodyless.status).toBeLessThan(500);
    });

    it('applies to every state-changing operation', async () => {
      const customer = await bearer();
      const paths = [
        '/api/kalkulation/berechnen',
        '/api/account/registrieren',
        '/api/account/kennwort-vergessen',
        '/api/order-process/address/save',
        '/api/jwt/kunde/set/favourite',
      ];
      for (const path of paths) {
        const res = await http().post(path).set(customer).type('form').send({ x: '1' });
        expect([path, res.status]).toEqual([path, 415]);
      }
      const put = await http()
        .put('/api/account/persoenliche-daten')
        .set(customer)
        .type('form')
        .send({ x: '1' });
      expect(put.status).toBe(415);
    });
  });
});
