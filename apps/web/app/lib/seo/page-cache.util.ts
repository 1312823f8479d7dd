import { createHash } from 'node:crypto';
import { stripSitePrefix } from '@fuel/domain';
import type { HeadersFunction } from 'react-router';
import { readCookie } from '../site/cookie.util';
import { AUTH_COOKIE_NAMES, LEGACY_AUTH_COOKIE_NAME } from '../session/auth-cookie.constant';

const PUBLIC = /^public\b/;

/** Pages and their data that only one visitor may see: kept out of every cache, the browser's included. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Site paths (without '/at', '/ch') of signed-in pages — customer area, dealer portal, account pages, the
 * order process and its confirmation — and of pages opened by a personal e-mail link (their token is in
 * the path or query) or by a CMS preview link (a draft, issue #16).
 */
const PRIVATE_PATH =
  /^\/(?:kunde|haendler|benutzerkonto|persoenliche-daten|anfrage-bestaetigen|email-anpassung-bestaetigen|neues-kennwort-setzen|bewerten-sie-uns|benachrichtigungen|vorschau)(?:\/|$)|^\/[^/]+\/bestellung(?:-erfolgreich)?(?:\/|$)/;

/**
 * Cookies that make a visitor signed in: the access token, the httpOnly refresh token (its access token
 * may have lapsed) and the previous site's auth cookie.
 */
const SESSION_COOKIES = [
  AUTH_COOKIE_NAMES.token,
  AUTH_COOKIE_NAMES.refresh,
  LEGACY_AUTH_COOKIE_NAME,
] as const;

/** Whether a page path (or its `.data` request) is a signed-in or personal-link page. */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname.replace(/\.data$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape matches no route either; test it as it is.
  }
  return PRIVATE_PATH.test(stripSitePrefix(path));
}

/** Whether the request carries a session cookie. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return SESSION_COOKIES.some((name) => Boolean(readCookie(cookieHeader, name)));
}

/** Cache-Control of a public page whose data is cached `seconds` (spec 2 §9: prices 120 s, news 3600 s). */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=${seconds}`;
}

/**
 * A route's `headers`: its page is shared-cacheable for as long as its data; error answers (404 …) are
 * not stored.
 */
export function publicPageHeaders(seconds: number): HeadersFunction {
  return ({ errorHeaders }) =>
    errorHeaders ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': publicCacheControl(seconds) };
}

/** Whether the response may be stored by shared caches (and gets an ETag). */
export function isPublicResponse(headers: Headers): boolean {
  return PUBLIC.test(headers.get('Cache-Control') ?? '');
}

/**
 * Cache-Control of a page or data answer: signed-in pages, personal-link pages and every answer for a
 * signed-in visitor (it shows their name) are `private, no-store`; a public page stays shared-cacheable
 * for anonymous visitors and varies by the cookie.
 */
export function personalizeCacheControl(headers: Headers, request: Request): void {
  const { pathname } = new URL(request.url);
  if (isPrivatePath(pathname) || hasSessionCookie(request.headers.get('Cookie'))) {
    headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return;
  }
  if (isPublicResponse(headers)) headers.append('Vary', 'Cookie');
}

const SCRIPT_CONTENT = /(<script\b[^>]*>)[\s\S]*?(<\/script>)/g;
const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;

/**
 * Weak ETag of a rendered page: the markup without inline script contents, because the embedded loader
 * data carries fetch times that differ on every request although the page reads the same, and without
 * the CSP nonces, which differ on every response.
 */
export function htmlEtag(html: string): string {
  const markup = html.replace(SCRIPT_CONTENT, '$1$2').replace(NONCE_ATTRIBUTE, '');
  const digest = createHash('sha1').update(markup).digest('base64url');
  return `W/"${digest}"`;
}

/** If-None-Match lists the ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
