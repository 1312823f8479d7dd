import type { CookieOptions, Request, Response } from 'express';

/**
 * Cookie names the web client relies on. The access token and its expiry are readable by scripts (the
 * client sends the token as Bearer header); the refresh token is httpOnly; XSRF-TOKEN is the double-submit
 * CSRF token, echoed in the RequestVerificationToken header.
 */
export const AUTH_COOKIES = {
  token: 'token',
  tokenExpires: 'token_expires',
  refresh: 'refresh_token',
  csrf: 'XSRF-TOKEN',
  registration: 'reg_session',
} as const;

export const CSRF_HEADER = 'requestverificationtoken';

/** Spec 2 §9: secure, SameSite lax, path /. */
const BASE: CookieOptions = { secure: true, sameSite: 'lax', path: '/' };

export interface SessionCookies {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  accessTtlSeconds: number;
  refreshToken: string;
  refreshTtlSeconds: number;
  csrfToken: string;
}

export function setSessionCookies(res: Response, cookies: SessionCookies): void {
  const accessMs = cookies.accessTtlSeconds * 1000;
  const refreshMs = cookies.refreshTtlSeconds * 1000;
  res.cookie(AUTH_COOKIES.token, cookies.token, { ...BASE, maxAge: accessMs });
  res.cookie(AUTH_COOKIES.tokenExpires, String(cookies.expiresAt), { ...BASE, maxAge: accessMs });
  res.cookie(AUTH_COOKIES.refresh, cookies.refreshToken, { ...BASE, httpOnly: true, maxAge: refreshMs });
  res.cookie(AUTH_COOKIES.csrf, cookies.csrfToken, { ...BASE, maxAge: refreshMs });
}

export function clearSessionCookies(res: Response): void {
  for (const name of [AUTH_COOKIES.token, AUTH_COOKIES.tokenExpires, AUTH_COOKIES.refresh]) {
    res.clearCookie(name, BASE);
  }
}

export function setCsrfCookie(res: Response, csrfToken: string, ttlSeconds: number): void {
  res.cookie(AUTH_COOKIES.csrf, csrfToken, { ...BASE, maxAge: ttlSeconds * 1000 });
}

export function setPrivateCookie(res: Response, name: string, value: string, ttlSeconds: number): void {
  res.cookie(name, value, { ...BASE, httpOnly: true, maxAge: ttlSeconds * 1000 });
}

export function cookieOf(req: Request, name: string): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerTokenOf(req: Request): string | undefined {
  return BEARER.exec(req.headers.authorization ?? '')?.[1];
}

/** The access token of a request: the Bearer header first, else the token cookie. */
export function accessTokenOf(req: Request): { token: string; source: 'header' | 'cookie' } | undefined {
  const header = bearerTokenOf(req);
  if (header) return { token: header, source: 'header' };
  const cookie = cookieOf(req, AUTH_COOKIES.token);
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}
