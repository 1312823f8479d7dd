/**
 * Cookies and header of the API's session (apps/api core/auth/auth-cookies.ts): the access token and its
 * expiry (unix seconds) are readable by scripts, the refresh token is httpOnly, XSRF-TOKEN is echoed in the
 * request-verification header.
 */
export const AUTH_COOKIE_NAMES = {
  token: 'token',
  tokenExpires: 'token_expires',
  refresh: 'refresh_token',
  csrf: 'XSRF-TOKEN',
} as const;

/** The auth cookie of the previous site generation, exchanged once for a session (Type legacy). */
export const LEGACY_AUTH_COOKIE_NAME = 'legacy_auth';

export const CSRF_HEADER_NAME = 'RequestVerificationToken';

/** Tabs tell each other about the signed-in user over this channel. */
export const SESSION_CHANNEL_NAME = 'fuel-session';
