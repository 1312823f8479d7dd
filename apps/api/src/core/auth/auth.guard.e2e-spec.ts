import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, HttpCode, type INestApplication, Post, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { testConfig } from '../../../test/test-app.js';
import { ConfigModule } from '../config/config.module.js';
import { AllExceptionsFilter } from '../http/all-exceptions.filter.js';
import type { ErrorResponse } from '../http/error-response.js';
import { RedisModule } from '../redis/redis.module.js';
import { AUTH_COOKIES } from './auth-cookies.js';
import { Authenticated, Roles } from './auth.decorators.js';
import { AuthModule } from './auth.module.js';
import { CsrfService } from './csrf.service.js';
import { ROLE_KEYS, type RoleKey, roleName, rolesClaim } from './roles.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

const PROVIDER = 'Interaid';
const SID = '00000000-0000-4000-8000-000000000000';

/** No database here: every session counts as alive (session-revocation.e2e-spec covers the real one). */
const liveSessions: Pick<SessionRegistry, 'isLive' | 'sessionOfRefreshToken'> = {
  isLive: () => Promise.resolve(true),
  sessionOfRefreshToken: () => Promise.resolve(undefined),
};

/** One probe route per role key, each guarded by @Roles(key). */
function probeFor(key: RoleKey): Type {
  @Controller(`probe/${key}`)
  class Probe {
    @Get()
    @Roles(key)
    read(): string {
      return 'ok';
    }
  }
  return Probe;
}

@Controller('probe-any')
class AnyUserProbe {
  @Post()
  @HttpCode(200)
  @Authenticated()
  write(): string {
    return 'ok';
  }
}

describe('role guard', () => {
  let app: INestApplication;
  let tokens: TokenService;
  const http = () => request(app.getHttpServer());
  const tokenWith = (...roles: string[]) =>
    tokens.sign({
      id: 1,
      title1: null,
      title2: null,
      roles: rolesClaim(roles),
      isImpersonated: false,
      isGuest: false,
      hasMexEnabled: false,
      hasAnyOrder: false,
      firstName: 'Test',
      lastName: 'Test',
      sid: SID,
    }).token;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(testConfig({ providerName: PROVIDER })), RedisModule, AuthModule],
      controllers: [...ROLE_KEYS.map(probeFor), AnyUserProbe],
    })
      .overrideProvider(SessionRegistry)
      .useValue(liveSessions)
      .compile();
    app = moduleRef.createNestApplication();
    app.use(cookieParser());
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    tokens = app.get(TokenService);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(ROLE_KEYS)(
    '%s: 401 without or with a bad token, 403 with another role, 200 with it or as admin',
    async (key) => {
      const path = `/probe/${key}`;
      const noAccess = await http().get(path).expect(401);
      expect(noAccess.body as ErrorResponse).toMatchObject({
        error: 'UNAUTHORIZED',
        message: 'Leider haben Sie keinen Zugang zu dieser Seite.',
      });
      await http().get(path).set('Authorization', 'Bearer not.a.token').expect(401);

      const other: RoleKey = key === 'press' ? 'dealer' : 'press';
      const forbidden = await http()
        .get(path)
        .set('Authorization', `Bearer ${tokenWith(roleName(other, PROVIDER))}`)
        .expect(403);
      expect((forbidden.body as ErrorResponse).error).toBe('FORBIDDEN');

      await http()
        .get(path)
        .set('Authorization', `Bearer ${tokenWith(roleName(key, PROVIDER))}`)
        .expect(200);
      await http()
        .get(path)
        .set('Authorization', `Bearer ${tokenWith('Role_Customer', roleName('admin', PROVIDER))}`)
        .expect(200);
    },
  );

  it('lets an ad manager route pass an admin, but not a role of another provider', async () => {
    await http()
      .get('/probe/adManager')
      .set('Authorization', `Bearer ${tokenWith('Role_Interaid_Admin')}`)
      .expect(200);
    await http()
      .get('/probe/admin')
      .set('Authorization', `Bearer ${tokenWith('Role_Other_Admin')}`)
      .expect(403);
  });

  describe('CSRF on state-changing calls authenticated by cookie', () => {
    const csrf = () => app.get(CsrfService).issue(SID);
    const cookie = (token: string, csrfToken: string) =>
      `${AUTH_COOKIES.token}=${token}; ${AUTH_COOKIES.csrf}=${encodeURIComponent(csrfToken)}`;

    it('passes with the cookie token echoed in RequestVerificationToken', async () => {
      const token = csrf();
      await http()
        .post('/probe-any')
        .set('Cookie', cookie(tokenWith(), token))
        .set('RequestVerificationToken', token)
        .expect(200);
    });

    it('refuses a missing, a wrong and an unsigned header with 403 CSRF_FAILED', async () => {
      const token = csrf();
      const missing = await http().post('/probe-any').set('Cookie', cookie(tokenWith(), token)).expect(403);
      expect((missing.body as ErrorResponse).error).toBe('CSRF_FAILED');
      await http()
        .post('/probe-any')
        .set('Cookie', cookie(tokenWith(), token))
        .set('RequestVerificationToken', csrf())
        .expect(403);
      // Cookie and header agree but were not issued by us (planted by a sibling host).
      const planted = 'abc.def';
      await http()
        .post('/probe-any')
        .set('Cookie', cookie(tokenWith(), planted))
        .set('RequestVerificationToken', planted)
        .expect(403);
    });

    it('refuses a token bound to another session or to none (anonymous)', async () => {
      for (const token of [
        app.get(CsrfService).issue('11111111-1111-4111-8111-111111111111'),
        app.get(CsrfService).issue(null),
      ]) {
        const res = await http()
          .post('/probe-any')
          .set('Cookie', cookie(tokenWith(), token))
          .set('RequestVerificationToken', token)
          .expect(403);
        expect((res.body as ErrorResponse).error).toBe('CSRF_FAILED');
      }
    });

    it('exempts calls with a Bearer header', async () => {
      await http().post('/probe-any').set('Authorization', `Bearer ${tokenWith()}`).expect(200);
    });
  });
});
