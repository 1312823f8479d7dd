/**
 * How long a figure read when Prometheus scrapes may take. Prometheus gives a whole scrape 10 s by default; a
 * slow database leaves its figures out of this scrape instead of failing it.
 */
export const SCRAPE_READ_TIMEOUT_MS = 2_000;

/** The value of `work`, or undefined when it fails or is later than `timeoutMs` (the work itself goes on). */
export async function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, undefined);
  });
  try {
    return await Promise.race([work, late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One read shared by every caller while it runs: the gauges of one scrape that show parts of one query run it
 * once, and a database that hangs holds at most one such query however often Prometheus asks.
 */
export function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= read().finally(() => {
      running = undefined;
    }));
}
