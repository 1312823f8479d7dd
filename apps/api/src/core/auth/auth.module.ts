import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthGuard } from './auth.guard.js';
import { CsrfService } from './csrf.service.js';
import { RateLimiter } from './rate-limiter.service.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

/** Tokens, guards, CSRF and rate limits for every module; the signing key is passed per call from config. */
@Global()
@Module({
  imports: [JwtModule.register({})],
  providers: [TokenService, AuthGuard, CsrfService, RateLimiter, RetryAfterInterceptor, SessionRegistry],
  exports: [TokenService, AuthGuard, CsrfService, RateLimiter, RetryAfterInterceptor, SessionRegistry],
})
export class AuthModule {}
