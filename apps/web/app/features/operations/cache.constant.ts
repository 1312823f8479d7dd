/** Address parameters of the confirmation after a purge or reload (post/redirect/get). */
export const CACHE_NOTICE_PARAMS = { purged: 'geleert', removed: 'entfernt', reloaded: 'markt' } as const;

/** What the action answers when the API refused (a success redirects). */
export interface CacheActionResult {
  readonly error: string;
}
