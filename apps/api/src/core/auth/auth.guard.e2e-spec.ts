import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, HttpCode, type INestApplication, Post, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { testConfig } from '../../../test/test-app.js';
import { ConfigModule } from '../config/config.module.js';
import { Ctx } from '../context/ctx.decorator.js';
import type { RequestContext } from '../context/request-context.js';
import { AllExceptionsFilter } from '../http/all-exceptions.filter.js';
import type { ErrorResponse } from '../http/error-response.js';
import { RedisModule } from '../redis/redis.module.js';
import { AUTH_COOKIES } from './auth-cookies.js';
import { Authenticated, Permission, Public } from './auth.decorators.js';
import { AuthModule } from './auth.module.js';
import { CsrfService } from './csrf.service.js';
import { type Permission as PermissionName, PERMISSIONS } from '@fuel/domain/accounts';
import { ROLE_PERMISSIONS } from './permissions.js';
import { ROLE_KEYS, roleName, rolesClaim } from './roles.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

const PROVIDER = 'Interaid';
const SID = '00000000-0000-4000-8000-000000000000';

/** No database here: every session counts as alive (session-revocation.e2e-spec covers the real one). */
const liveSessions: Pick<SessionRegistry, 'isLive' | 'sessionOfRefreshToken'> = {
  isLive: () => Promise.resolve(true),
  sessionOfRefreshToken: () => Promise.resolve(undefined),
};

/** One probe route per permission, each guarded by @Permission(name). */
function probeFor(permission: PermissionName): Type {
  @Controller(`probe/${permission}`)
  class Probe {
    @Get()
    @Permission(permission)
    read(): string {
      return 'ok';
    }
  }
  return Probe;
}

/** Public routes: one that ignores tokens, one that reads them; and one that declares nothing. */
@Controller('probe-public')
class PublicProbe {
  @Post('open')
  @HttpCode(200)
  @Public()
  open(@Ctx() ctx: RequestContext): { user: number | null } {
    return { user: ctx.session?.id ?? null };
  }

  @Post('reads-user')
  @HttpCode(200)
  @Public({ readsUser: true })
  readsUser(@Ctx() ctx: RequestContext): { user: number | null } {
    return { user: ctx.session?.id ?? null };
  }

  @Get('undeclared')
  undeclared(): string {
    return 'ok';
  }
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

describe('access guard', () => {
  let app: INestApplication;
  let tokens: TokenService;
  const http = () => request(app.getHttpServer());
  const claims = (...roles: string[]) => ({
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
  });
  const tokenWith = (...roles: string[]) => tokens.sign(claims(...roles)).token;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(testConfig({ providerName: PROVIDER })), RedisModule, AuthModule],
      controllers: [...PERMISSIONS.map(probeFor), AnyUserProbe, PublicProbe],
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

  const holders = (permission: PermissionName) =>
    ROLE_KEYS.filter((key) => ROLE_PERMISSIONS[key].includes(permission));

  it.each(PERMISSIONS)(
    '%s: 401 without or with a bad token, 403 with a role lacking it, 200 with a role granting it or as admin',
    async (permission) => {
      const path = `/probe/${permission}`;
      const noAccess = await http().get(path).expect(401);
      expect(noAccess.body as ErrorResponse).toMatchObject({
        error: 'UNAUTHORIZED',
        message: 'Leider haben Sie keinen Zugang zu dieser Seite.',
      });
      await http().get(path).set('Authorization', 'Bearer not.a.token').expect(401);

      const lacking = ROLE_KEYS.filter((key) => !holders(permission).includes(key));
      for (const key of lacking) {
        const forbidden = await http()
          .get(path)
          .set('Authorization', `Bearer ${tokenWith(roleName(key, PROVIDER))}`)
          .expect(403);
        expect((forbidden.body as ErrorResponse).error).toBe('FORBIDDEN');
      }
      for (const key of holders(permission)) {
        await http()
          .get(path)
          .set('Authorization', `Bearer ${tokenWith(roleName(key, PROVIDER))}`)
          .expect(200);
      }
      await http()
        .get(path)
        .set('Authorization', `Bearer ${tokenWith('Role_Customer', roleName('admin', PROVIDER))}`)
        .expect(200);
      await http()
        .get(path)
        .set('Authorization', `Bearer ${tokenWith('Role_Other_Admin')}`)
        .expect(403);
    },
  );

  it('keeps the rights that matter most: who cancels, impersonates, locks, gives roles, runs the portal', () => {
    expect(holders('orders.cancel')).toEqual(['admin', 'dealerSupport', 'customerSupport']);
    expect(holders('users.impersonate')).toEqual(['admin', 'customerSupport']);
    expect(holders('users.lock')).toEqual(['admin', 'customerSupport']);
    expect(holders('dealer.orders.manage')).toEqual(['admin', 'dealer']);
    expect(holders('account.manage')).toEqual(['customer', 'admin']);
    expect(holders('users.roles')).toEqual(['admin']);
  });

  it('refuses a guest what a customer may (account.manage)', async () => {
    const guest = tokens.sign({ ...claims(), roles: [], isGuest: true }).token;
    await http().get('/probe/account.manage').set('Authorization', `Bearer ${guest}`).expect(403);
    await http().post('/probe-any').set('Authorization', `Bearer ${guest}`).expect(200);
  });

  describe('deny by default (the guard is global)', () => {
    it('asks a token of a route that declares no access', async () => {
      await http().get('/probe-public/undeclared').expect(401);
      await http().get('/probe-public/undeclared').set('Authorization', `Bearer ${tokenWith()}`).expect(200);
    });

    it('lets anyone call @Public(), without reading the token or asking for CSRF', async () => {
      const csrfToken = app.get(CsrfService).issue(SID);
      const res = await http()
        .post('/probe-public/open')
        .set(
          'Cookie',
          `${AUTH_COOKIES.token}=${tokenWith()}; ${AUTH_COOKIES.csrf}=${encodeURIComponent(csrfToken)}`,
        )
        .expect(200);
      expect(res.body).toEqual({ user: null });
      await http().post('/probe-public/open').expect(200);
    });

    it('reads the user on @Public({ readsUser: true }) and asks for CSRF when a cookie carries it', async () => {
      await http().post('/probe-public/reads-user').expect(200, { user: null });
      const res = await http()
        .post('/probe-public/reads-user')
        .set('Authorization', `Bearer ${tokenWith()}`)
        .expect(200);
      expect(res.body).toEqual({ user: 1 });
      const csrfToken = app.get(CsrfService).issue(SID);
      const refused = await http()
        .post('/probe-public/reads-user')
        .set(
          'Cookie',
          `${AUTH_COOKIES.token}=${tokenWith()}; ${AUTH_COOKIES.csrf}=${encodeURIComponent(csrfToken)}`,
        )
        .expect(403);
      expect((refused.body as ErrorResponse).error).toBe('CSRF_FAILED');
    });
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
