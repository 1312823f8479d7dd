import { ORDER_EXPORT_RETENTION_DAYS } from '@fuel/domain/orders';

/**
 * A queued or running export this old is lost: its job ran out of retries or its process died (a run times
 * out after 30 minutes and is retried twice). The clean-up marks it failed, so staff may ask again.
 */
export const ORDER_EXPORT_STUCK_HOURS = 6;

const HOUR_MS = 3_600_000;

/**
 * Exports asked for before this are expired (ORDER_EXPORT_RETENTION_DAYS): the `orders.export-cleanup` job deletes
 * their file and row, and until it runs the list leaves them out and their download answers 410.
 */
export function exportRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_EXPORT_RETENTION_DAYS * 24 * HOUR_MS);
}

/** Queued or running exports asked for (or partial files last written) before this are lost. */
export function exportStuckCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_EXPORT_STUCK_HOURS * HOUR_MS);
}
