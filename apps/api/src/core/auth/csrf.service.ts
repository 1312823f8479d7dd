import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AppException } from '../http/error-response.js';
import { AUTH_COOKIES, CSRF_HEADER, accessTokenOf, cookieOf } from './auth-cookies.js';
import { SessionRegistry } from './session-registry.service.js';
import { TokenService } from './token.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Signed double-submit token bound to the session: `nonce.hmac(session id, nonce)`. The client copies the
 * XSRF-TOKEN cookie into the RequestVerificationToken header; a cross-site form can neither read the cookie
 * nor set the header. The signature stops a token planted by a sibling host that could write cookies, and
 * the binding stops a token obtained for another session (or anonymously, e.g. the attacker's own) from
 * passing next to a victim's session cookies: the session is the one of the access token the request
 * carries, else of its refresh cookie. Callers without a session get tokens bound to "anonymous".
 */
@Injectable()
export class CsrfService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
  ) {}

  /** A new token for the session (null: anonymous). */
  issue(sessionId: string | null): string {
    const nonce = randomBytes(24).toString('base64url');
    return `${nonce}.${this.sign(nonce, sessionId)}`;
  }

  /** The request's cookie token when it is one of ours for the request's session (to hand out again), else a new one. */
  async current(req: Request): Promise<string> {
    const sessionId = await this.sessionOf(req);
    const cookie = cookieOf(req, AUTH_COOKIES.csrf);
    return cookie && this.isGenuine(cookie, sessionId) ? cookie : this.issue(sessionId);
  }

  /**
   * The session the request's credentials speak for: its access token's (signed and unexpired; a revoked
   * session still binds, so the caller can sign out), else its refresh cookie's family; null for none.
   */
  async sessionOf(req: Request): Promise<string | null> {
    const found = accessTokenOf(req);
    const user = found ? this.tokens.verify(found.token) : undefined;
    if (user) return user.sessionId;
    const refresh = cookieOf(req, AUTH_COOKIES.refresh);
    return (refresh && (await this.sessions.sessionOfRefreshToken(refresh))) ?? null;
  }

  /**
   * `verifiedSessionId`: the session of the access token the caller has already verified (the guard), so
   * the token is not verified twice; without it the request's credentials are read here.
   */
  async assert(req: Request, verifiedSessionId?: string): Promise<void> {
    const header = req.headers[CSRF_HEADER];
    const cookie = cookieOf(req, AUTH_COOKIES.csrf);
    const ok =
      typeof header === 'string' &&
      cookie !== undefined &&
      equal(header, cookie) &&
      this.isGenuine(cookie, verifiedSessionId ?? (await this.sessionOf(req)));
    if (!ok) {
      throw new AppException(
        HttpStatus.FORBIDDEN,
        'CSRF_FAILED',
        'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
      );
    }
  }

  private isGenuine(token: string, sessionId: string | null): boolean {
    const [nonce, signature, ...rest] = token.split('.');
    return rest.length === 0 && !!nonce && !!signature && equal(signature, this.sign(nonce, sessionId));
  }

  private sign(nonce: string, sessionId: string | null): string {
    const binding = sessionId === null ? 'anonymous' : `session:${sessionId}`;
    return createHmac('sha256', this.config.jwtSecret).update(`csrf:${binding}:${nonce}`).digest('base64url');
  }
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
