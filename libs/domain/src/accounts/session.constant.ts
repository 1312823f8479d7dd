export const SESSION_CHECK_INTERVAL_SECONDS = 5;
export const SESSION_RENEW_INTERVAL_SECONDS = 300;
/** A token this close to expiry is refreshed ... */
export const TOKEN_REFRESH_WINDOW_SECONDS = 300;
/** ... plus up to this many random seconds, so tabs and clients do not refresh in lockstep. */
export const TOKEN_REFRESH_JITTER_MAX_SECONDS = 119;

/**
 * Where a signed-in account lands when the sign-in names a start page (the API's `redirectUrl`) and where the
 * web's menu links: dealer staff in the dealer portal, back-office staff in the back office.
 */
export const START_PAGE_PATHS = {
  dealerPortal: '/haendler/bestellungen',
  backOffice: '/support',
} as const;
