import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AuthGuard } from './auth.guard.js';
import { CsrfService } from './csrf.service.js';
import { RateLimiter } from './rate-limiter.service.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

/**
 * Tokens, the access guard, CSRF and rate limits for every module; the signing key is passed per call from
 * config. The AuthGuard guards every route (deny by default): each operation declares its access with
 * `@Public()`, `@Authenticated()` or `@Permission(...)` (auth.decorators.ts).
 */
@Global()
@Module({
  imports: [JwtModule.register({})],
  providers: [
    TokenService,
    AuthGuard,
    { provide: APP_GUARD, useExisting: AuthGuard },
    CsrfService,
    RateLimiter,
    RetryAfterInterceptor,
    SessionRegistry,
  ],
  exports: [TokenService, AuthGuard, CsrfService, RateLimiter, RetryAfterInterceptor, SessionRegistry],
})
export class AuthModule {}
