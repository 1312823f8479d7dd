/** A refresh answered with one of these ends the session (spec 2 §4, §8); anything else is only logged. */
const SESSION_ENDING_STATUSES: ReadonlySet<number> = new Set([401, 403, 429]);

export function refreshFailureEndsSession(status: number | undefined): boolean {
  return status !== undefined && SESSION_ENDING_STATUSES.has(status);
}
