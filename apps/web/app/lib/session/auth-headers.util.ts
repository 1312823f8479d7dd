import { CSRF_HEADER_NAME } from './auth-cookie.constant';
import { csrfToken, validAccessToken } from './session-cookies.util';

/**
 * Headers of every browser request (spec 2 §7): the bearer token while the expiry cookie is valid, the
 * request-verification header when a CSRF token exists.
 */
export function authHeadersFor(cookies: string, nowSeconds: number): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = validAccessToken(cookies, nowSeconds);
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrf = csrfToken(cookies);
  if (csrf) headers[CSRF_HEADER_NAME] = csrf;
  return headers;
}
