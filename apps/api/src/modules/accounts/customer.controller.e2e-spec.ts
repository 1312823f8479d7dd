import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createDealer, createUser, sessionFor, signIn } from './accounts.fixture.js';
import type { AccountSessionOutput } from './dto/account.output.js';
import type { FavouriteOutput } from './dto/favourite-dealer.output.js';

describe('customer calls', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/jwt/kunde/hat-bestellungen', () => {
    it('is false until orders exist, for customers and guests; 401 without a token', async () => {
      await http().get('/api/jwt/kunde/hat-bestellungen').expect(401);
      for (const user of [await createUser(app), await createUser(app, { isGuest: true })]) {
        const { token } = await sessionFor(app, user);
        const res = await http()
          .get('/api/jwt/kunde/hat-bestellungen')
          .set('Authorization', `Bearer ${token}`)
          .expect(200);
        expect(res.body).toBe(false);
      }
    });
  });

  describe('POST /api/jwt/kunde/set/favourite', () => {
    it('marks and unmarks a favourite dealer', async () => {
      const dealerId = await createDealer(app);
      const { token } = await signIn(app, (await createUser(app)).email);
      const auth = { Authorization: `Bearer ${token}` };
      const marked = await http()
        .post('/api/jwt/kunde/set/favourite')
        .set(auth)
        .send({ UserId: dealerId, State: true })
        .expect(200);
      expect(marked.body).toEqual({ Success: true, State: true } satisfies FavouriteOutput);
      await http()
        .post('/api/jwt/kunde/set/favourite')
        .set(auth)
        .send({ UserId: dealerId, State: true })
        .expect(200);
      const me = await http().get('/api/account/me').set(auth).expect(200);
      expect((me.body as AccountSessionOutput).User?.FavouriteDealerIds).toEqual([dealerId]);
      await http()
        .post('/api/jwt/kunde/set/favourite')
        .set(auth)
        .send({ UserId: dealerId, State: false })
        .expect(200);
      const after = await http().get('/api/account/me').set(auth).expect(200);
      expect((after.body as AccountSessionOutput).User?.FavouriteDealerIds).toEqual([]);
    });

    it('answers 404 for an unknown dealer, 401 without and 403 for a guest token', async () => {
      const { token } = await signIn(app, (await createUser(app)).email);
      await http()
        .post('/api/jwt/kunde/set/favourite')
        .set('Authorization', `Bearer ${token}`)
        .send({ UserId: 2_000_000_000, State: true })
        .expect(404);
      await http().post('/api/jwt/kunde/set/favourite').send({ UserId: 1, State: true }).expect(401);
      const guest = await sessionFor(app, await createUser(app, { isGuest: true }));
      await http()
        .post('/api/jwt/kunde/set/favourite')
        .set('Authorization', `Bearer ${guest.token}`)
        .send({ UserId: 1, State: true })
        .expect(403);
    });

    it.each([
      ['UserId', { UserId: 'x', State: true }],
      ['UserId', { UserId: 0, State: true }],
      ['State', { UserId: 1, State: 'on' }],
      ['State', { UserId: 1 }],
    ])('refuses a bad %s', async (field, body) => {
      const { token } = await signIn(app, (await createUser(app)).email);
      const res = await http()
        .post('/api/jwt/kunde/set/favourite')
        .set('Authorization', `Bearer ${token}`)
        .send(body)
        .expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });
});
