import { refreshToken } from '@fuel/api-client';
import type { MiddlewareFunction } from 'react-router';
import { apiClientContext } from '../api/api-client.context';
import type { ApiClient } from '../api/api-client';
import { readCookie } from '../site/cookie.util';
import { AUTH_COOKIE_NAMES, CSRF_HEADER_NAME } from './auth-cookie.constant';
import { csrfToken, validAccessToken } from './session-cookies.util';
import { cookieHeaderAfter, setCookiesOf, withSetCookies } from './set-cookie.util';

/**
 * How long a refresh's answer is handed to further requests with the same refresh token: a page and its
 * parallel `.data` requests, or two tabs, all arriving with the expired token. Within the API's reuse grace
 * (REFRESH_REUSE_GRACE_SECONDS, 10 s) a second rotation would be refused as a tab race (409).
 */
const SHARED_REFRESH_MS = 8_000;
const MAX_SHARED_REFRESHES = 1_000;

/** Deletes the session cookies of a refresh token the API refused. */
const CLEARED_SESSION = [
  AUTH_COOKIE_NAMES.token,
  AUTH_COOKIE_NAMES.tokenExpires,
  AUTH_COOKIE_NAMES.refresh,
].map((name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax`);

const refreshes = new Map<string, Promise<string[]>>();

/** The Set-Cookie lines of a refresh: the new session's cookies, the deletions after a refusal, or none. */
async function refreshCookies(api: ApiClient, cookieHeader: string, refresh: string): Promise<string[]> {
  const csrf = csrfToken(cookieHeader);
  try {
    const result = await refreshToken({
      client: api,
      body: {},
      headers: {
        // Only what the refresh acts on: the refresh cookie and the CSRF pair bound to its session.
        Cookie: `${AUTH_COOKIE_NAMES.refresh}=${refresh}${csrf ? `; ${AUTH_COOKIE_NAMES.csrf}=${csrf}` : ''}`,
        ...(csrf && { [CSRF_HEADER_NAME]: csrf }),
      },
    });
    if (result.response?.ok) return setCookiesOf(result.response);
    // 401 (expired, revoked, reused) or 403 (its CSRF pair does not belong to it: no session of ours), as
    // spec 2 §4 ends a session: keep no cookie that would be tried again on every page. 429 and the rest pass.
    const status = result.response?.status;
    return status === 401 || status === 403 ? CLEARED_SESSION : [];
  } catch {
    // The API unreachable: render signed out this time, the next page load tries again.
    return [];
  }
}

/** One refresh per refresh token at a time, its answer shared for a few seconds. */
function sharedRefresh(api: ApiClient, cookieHeader: string, refresh: string): Promise<string[]> {
  const running = refreshes.get(refresh);
  if (running) return running;
  if (refreshes.size >= MAX_SHARED_REFRESHES) refreshes.clear();
  const started = refreshCookies(api, cookieHeader, refresh);
  refreshes.set(refresh, started);
  void started.finally(() => setTimeout(() => refreshes.delete(refresh), SHARED_REFRESH_MS).unref());
  return started;
}

/**
 * Spec 2 §4 on the server: a request whose access token has expired (its cookie is gone or its expiry
 * passed) but that carries a refresh token is refreshed before the loaders run, so the page renders signed in
 * instead of sending the visitor to the sign-in; the loaders see the new cookies, and the answer sets them.
 */
export const sessionRefreshMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get('Cookie') ?? '';
  const refresh = readCookie(cookieHeader, AUTH_COOKIE_NAMES.refresh);
  if (!refresh || validAccessToken(cookieHeader, Math.floor(Date.now() / 1000))) return next();
  const setCookies = await sharedRefresh(context.get(apiClientContext), cookieHeader, refresh);
  if (setCookies.length === 0) return next();
  request.headers.set('Cookie', cookieHeaderAfter(cookieHeader, setCookies));
  return withSetCookies(await next(), setCookies);
};
