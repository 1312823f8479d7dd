import { createHash } from 'node:crypto';
import type { HeadersFunction } from 'react-router';
import { readCookie } from '../site/cookie.util';
import { AUTH_COOKIE_NAMES } from '../session/auth-cookie.constant';

const PUBLIC = /^public\b/;

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
 * A signed-in visitor's page shows their name: it must stay in their browser. Every public page varies by
 * the cookie for the same reason.
 */
export function personalizeCacheControl(headers: Headers, cookieHeader: string | null): void {
  if (!isPublicResponse(headers)) return;
  headers.append('Vary', 'Cookie');
  if (readCookie(cookieHeader, AUTH_COOKIE_NAMES.token)) headers.set('Cache-Control', 'private, no-cache');
}

const SCRIPT_CONTENT = /(<script\b[^>]*>)[\s\S]*?(<\/script>)/g;

/**
 * Weak ETag of a rendered page: the markup without inline script contents, because the embedded loader
 * data carries fetch times that differ on every request although the page reads the same.
 */
export function htmlEtag(html: string): string {
  const digest = createHash('sha1').update(html.replace(SCRIPT_CONTENT, '$1$2')).digest('base64url');
  return `W/"${digest}"`;
}

/** If-None-Match lists the ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
