export const SESSION_CHECK_INTERVAL_SECONDS = 5;
export const SESSION_RENEW_INTERVAL_SECONDS = 300;
/** A token this close to expiry is refreshed ... */
export const TOKEN_REFRESH_WINDOW_SECONDS = 300;
/** ... plus up to this many random seconds, so tabs and clients do not refresh in lockstep. */
export const TOKEN_REFRESH_JITTER_MAX_SECONDS = 119;
