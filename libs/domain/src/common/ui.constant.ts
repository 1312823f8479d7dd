export const TOAST_SUCCESS_DURATION_MS = 5000;
/** A failed code-chunk load reloads the page at most this often, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60000;
