/**
 * How long an export is kept after it was asked for: then the `orders.export-cleanup` job deletes its file and
 * its row, and until it runs the list leaves it out and its download answers 410. The back office's export
 * page names it (apps/web/app/features/orders/export).
 */
export const ORDER_EXPORT_RETENTION_DAYS = 7;

/**
 * A queued or running export this old is lost: its job ran out of retries or its process died (a run times
 * out after 30 minutes and is retried twice). The clean-up marks it failed, so staff may ask again.
 */
export const ORDER_EXPORT_STUCK_HOURS = 6;

const HOUR_MS = 3_600_000;

/** Exports asked for before this are expired. */
export function exportRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_EXPORT_RETENTION_DAYS * 24 * HOUR_MS);
}

/** Queued or running exports asked for (or partial files last written) before this are lost. */
export function exportStuckCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_EXPORT_STUCK_HOURS * HOUR_MS);
}
