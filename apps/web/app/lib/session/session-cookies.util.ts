import { readCookie } from '../site/cookie.util';
import { AUTH_COOKIE_NAMES } from './auth-cookie.constant';

/** Unix seconds of the token_expires cookie, or undefined when missing or not a number. */
export function tokenExpiresAt(cookieHeader: string | null | undefined): number | undefined {
  const value = Number(readCookie(cookieHeader, AUTH_COOKIE_NAMES.tokenExpires));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The access token when its expiry cookie says it is still valid at `nowSeconds`. */
export function validAccessToken(
  cookieHeader: string | null | undefined,
  nowSeconds: number,
): string | undefined {
  const expiresAt = tokenExpiresAt(cookieHeader);
  if (expiresAt === undefined || expiresAt <= nowSeconds) return undefined;
  return readCookie(cookieHeader, AUTH_COOKIE_NAMES.token);
}

export function csrfToken(cookieHeader: string | null | undefined): string | undefined {
  return readCookie(cookieHeader, AUTH_COOKIE_NAMES.csrf);
}
