import { Body, HttpStatus, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AUTH_COOKIES, clearSessionCookies, cookieOf, setCsrfCookie } from '../../core/auth/auth-cookies.js';
import { Public } from '../../core/auth/auth.decorators.js';
import { CsrfService } from '../../core/auth/csrf.service.js';
import { RetryAfterInterceptor } from '../../core/auth/retry-after.interceptor.js';
import { TokenService } from '../../core/auth/token.service.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AppException } from '../../core/http/error-response.js';
import { AccountApiController } from './account-api.decorator.js';
import { CookieLoginInput } from './dto/sign-in-with-cookie.input.js';
import { LegacyTokenRefreshInput, TokenRefreshInput } from './dto/refresh-token.input.js';
import { SignInInput } from './dto/sign-in.input.js';
import {
  CookieLoginOutput,
  LegacyTokenRefreshOutput,
  SignInOutput,
  SignOutOutput,
  TokenRefreshOutput,
} from './dto/session.output.js';
import { applySession, clientAddressOf } from './session-response.js';
import { SessionService } from './session.service.js';
import { SignInService } from './sign-in.service.js';

const REFRESH_TOKEN_REJECTED = 'No, an expired, revoked or reused refresh token';

/** Sign-in, sign-out and token refresh (spec 2 §4, §7). */
@AccountApiController('api/account')
export class SessionController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signIns: SignInService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly csrf: CsrfService,
  ) {}

  @Post('jwt/anmelden')
  @Public()
  @Endpoint({
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password; sets the token, expiry, refresh and XSRF-TOKEN cookies',
    ok: SignInOutput,
    errors: {
      401: 'INVALID_CREDENTIALS (same for unknown accounts)',
      429: 'TOO_MANY_REQUESTS, with Retry-After',
    },
  })
  @UseInterceptors(RetryAfterInterceptor)
  async signIn(
    @Ctx() ctx: RequestContext,
    @Body() input: SignInInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInOutput> {
    const session = await this.signIns.signIn(ctx, input, clientAddressOf(req));
    applySession(res, session, this.config);
    return { success: true, token: session.token, redirectUrl: this.sessions.redirectUrlFor(session.user) };
  }

  @Post('jwt/abmelden')
  @Public({ readsUser: true, csrfCookies: [AUTH_COOKIES.refresh] })
  @Endpoint({
    operationId: 'signOut',
    summary: 'Sign out (revokes the session); ends an impersonation and returns to the staff session',
    ok: SignOutOutput,
  })
  async signOut(
    @Ctx() ctx: RequestContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignOutOutput> {
    const staffSession = await this.signIns.signOut(ctx, cookieOf(req, AUTH_COOKIES.refresh));
    if (staffSession) {
      applySession(res, staffSession, this.config);
      return { Success: true, UserSwitched: true };
    }
    clearSessionCookies(res);
    // The CSRF token was bound to the ended session; anonymous calls from now on need an anonymous one.
    setCsrfCookie(res, this.csrf.issue(null), this.config.refreshTokenTtlSeconds);
    return { Success: true, UserSwitched: false };
  }

  @Post('v2/get/token')
  @Public({ readsUser: true, csrfCookies: [AUTH_COOKIES.refresh] })
  @Endpoint({
    operationId: 'refreshToken',
    summary: 'New access token from the httpOnly refresh cookie (rotated on every use)',
    ok: TokenRefreshOutput,
    errors: { 401: REFRESH_TOKEN_REJECTED },
  })
  async refresh(
    @Ctx() ctx: RequestContext,
    @Body() input: TokenRefreshInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenRefreshOutput> {
    const session = await this.sessions.refresh(
      ctx,
      requireRefreshToken(cookieOf(req, AUTH_COOKIES.refresh)),
    );
    applySession(res, session, this.config);
    const current = input.CurrentToken
      ? this.tokens.verify(input.CurrentToken, { ignoreExpiration: true })
      : undefined;
    const reload = Boolean(input.CurrentToken) && current?.id !== session.user.id;
    return { success: true, reload, token: session.token };
  }

  @Post('get/token')
  @Public({ readsUser: true, csrfCookies: [AUTH_COOKIES.refresh] })
  @Endpoint({
    operationId: 'refreshTokenLegacy',
    summary:
      'New access token from a refresh token in the body (or the refresh cookie); returns the rotated one',
    ok: LegacyTokenRefreshOutput,
    errors: { 401: REFRESH_TOKEN_REJECTED },
  })
  async refreshLegacy(
    @Ctx() ctx: RequestContext,
    @Body() input: LegacyTokenRefreshInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LegacyTokenRefreshOutput> {
    const raw = input.RefreshToken || cookieOf(req, AUTH_COOKIES.refresh);
    const session = await this.sessions.refresh(ctx, requireRefreshToken(raw));
    applySession(res, session, this.config);
    return { success: true, token: session.token, refreshToken: session.refreshToken };
  }

  @Post('anmelden-cookie')
  @Public()
  @Endpoint({
    operationId: 'signInWithCookie',
    summary: 'Exchange an auth cookie (v4: refresh token, legacy: signed cookie of the old site) for a token',
    ok: CookieLoginOutput,
  })
  async signInWithCookie(
    @Ctx() ctx: RequestContext,
    @Body() input: CookieLoginInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CookieLoginOutput> {
    const session = await this.signIns.cookieLogin(ctx, input);
    if (!session) return { success: false, token: null };
    applySession(res, session, this.config);
    return { success: true, token: session.token };
  }
}

function requireRefreshToken(raw: string | undefined): string {
  if (!raw) {
    throw new AppException(
      HttpStatus.UNAUTHORIZED,
      'INVALID_REFRESH_TOKEN',
      'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    );
  }
  return raw;
}
