import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AppException } from '../http/error-response.js';
import { accessTokenOf, bearerTokenOf, cookieOf } from './auth-cookies.js';
import type { AuthUser } from './auth-user.type.js';
import { setRequestContext } from '../context/ctx.decorator.js';
import { buildRequestContext } from '../context/request-context.js';
import { requestIdOf } from '../http/request-id.middleware.js';
import { CsrfService, isStateChanging } from './csrf.service.js';
import type { Permission } from '@fuel/domain/accounts';
import { hasPermission } from './permissions.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

export const AUTH_POLICY = Symbol('AUTH_POLICY');

export interface AuthPolicy {
  /**
   * `public`: the guard steps aside (no token read, no CSRF check); `optional`: anonymous callers pass, a
   * valid token is read; `required`: 401 without a valid token.
   */
  readonly mode: 'public' | 'optional' | 'required';
  /** With `required`: the permission the token's roles must grant (admin has all); null = any token. */
  readonly permission: Permission | null;
  /** Further cookies the call acts on (refresh, registration session): they need the CSRF header too. */
  readonly csrfCookies: readonly string[];
}

/** An operation that declares no access (access.spec fails on it) still needs a token: deny by default. */
const UNDECLARED: AuthPolicy = { mode: 'required', permission: null, csrfCookies: [] };

/** Spec 2 §8: the 401 text says the user has no access. */
export const NO_ACCESS_MESSAGE = 'Leider haben Sie keinen Zugang zu dieser Seite.';

/**
 * Authenticates from the Bearer header or the token cookie, checks that the token's session is still alive
 * (not signed out, revoked or locked: SessionRegistry), checks the permission, and enforces CSRF on every
 * state-changing call that relies on a cookie (calls with a Bearer header are exempt: a cross-site
 * request cannot set one). A token of an ended session counts as no token. Registered globally (APP_GUARD
 * in AuthModule): every route passes through it, and the route's declaration (auth.decorators.ts) says
 * what it asks for.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly csrf: CsrfService,
    private readonly sessions: SessionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy =
      this.reflector.getAllAndOverride<AuthPolicy | undefined>(AUTH_POLICY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? UNDECLARED;
    const req = context.switchToHttp().getRequest<Request>();
    if (policy.mode === 'public') {
      this.setContext(req, undefined);
      return true;
    }
    const found = accessTokenOf(req);
    const verified = found ? this.tokens.verify(found.token) : undefined;
    const user =
      verified && (await this.sessions.isLive(verified.sessionId, verified.id)) ? verified : undefined;

    const usesCookie =
      (user !== undefined && found?.source === 'cookie') ||
      policy.csrfCookies.some((name) => cookieOf(req, name) !== undefined);
    if (isStateChanging(req.method) && usesCookie && !bearerTokenOf(req)) {
      await this.csrf.assert(req, verified?.sessionId);
    }

    if (!user) {
      if (policy.mode === 'optional') {
        this.setContext(req, undefined);
        return true;
      }
      throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', NO_ACCESS_MESSAGE);
    }
    if (policy.permission !== null && !hasPermission(user, policy.permission, this.config.providerName)) {
      throw new AppException(HttpStatus.FORBIDDEN, 'FORBIDDEN', NO_ACCESS_MESSAGE);
    }
    this.setContext(req, user);
    return true;
  }

  private setContext(req: Request, user: AuthUser | undefined): void {
    const countryId = req.params['countryId'] ?? req.query['countryId'];
    setRequestContext(
      req,
      buildRequestContext({
        requestId: requestIdOf(req),
        countryId,
        session: user,
        providerName: this.config.providerName,
      }),
    );
  }
}
