export const SESSION_CHECK_INTERVAL_SECONDS = 5;
export const SESSION_RENEW_INTERVAL_SECONDS = 300;
/** A token this close to expiry is refreshed ... */
export const TOKEN_REFRESH_WINDOW_SECONDS = 300;
/** ... plus up to this many random seconds, so tabs and clients do not refresh in lockstep. */
export const TOKEN_REFRESH_JITTER_MAX_SECONDS = 119;

export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 604800;
/** Token and expiry cookies. */
export const AUTH_COOKIE_ATTRIBUTES = { secure: true, sameSite: 'lax', path: '/' } as const;
