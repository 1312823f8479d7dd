import { createErrorCollector, type ErrorCollector } from './error-collector.util';

// One collector per page, installed by entry.client.tsx; on the server and in tests there is none.
let collector: ErrorCollector | undefined;

/** Starts collecting the page's errors (once; later calls keep the first collector). */
export function installErrorCollector(win: Window): void {
  collector ??= createErrorCollector(win);
}

/** The router moved to another page: the page view left behind reports its errors. */
export function noteNavigation(): void {
  collector?.navigated();
}

/** The error page shows an error of the browser's: it is reported right away (spec 2 §8). */
export function reportDisplayedError(error: Error): void {
  collector?.reportNow(error);
}
