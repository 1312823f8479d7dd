import type { Request, Response } from 'express';
import type { AppConfig } from '../../core/config/app-config.js';
import { setSessionCookies } from '../../core/auth/auth-cookies.js';
import type { IssuedSession } from './session.service.js';

/** Sets the token, expiry, refresh and CSRF cookies of a new or rotated session. */
export function applySession(res: Response, session: IssuedSession, config: AppConfig): void {
  setSessionCookies(res, {
    token: session.token,
    expiresAt: session.expiresAt,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshToken: session.refreshToken,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    csrfToken: session.csrfToken,
  });
}

/** The client's address as Express sees it behind the trusted proxy (TRUST_PROXY). */
export function clientAddressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
