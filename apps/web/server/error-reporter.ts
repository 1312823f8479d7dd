import type { ServerErrorReportInput } from '@fuel/api-client';
import { createLogThrottle } from './log-throttle.ts';

export const SERVER_ERROR_REPORT_PATH = '/api/error-trace/server-error';
/** Proves to the API that the report comes from the web server (both share ERROR_TRACE_TOKEN). */
export const ERROR_TRACE_TOKEN_HEADER = 'x-error-trace-token';
const REPORT_TIMEOUT_MS = 3_000;
const FAILURE_LOG_INTERVAL_MS = 60_000;
/** Reports under way at once; while the API hangs, further ones are dropped instead of piling up. */
const MAX_IN_FLIGHT = 20;

export type ReportServerError = (report: ServerErrorReportInput) => void;

export interface ErrorReporterOptions {
  readonly apiUrl: string;
  readonly token: string | undefined;
  readonly warn?: (line: string) => void;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch says "fetch failed" and keeps the reason (ECONNREFUSED, a timeout) in its cause.
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/**
 * Sends each report to the API and forgets it: never awaited by the response it is about, bounded by a
 * timeout, its failure logged at most once a minute (without the token). Reports go to the API directly, not
 * through this server, and proxied answers are never reported, so a report cannot cause another.
 * Without a token nothing is sent, and that is said once at start.
 */
export function createErrorReporter(options: ErrorReporterOptions): ReportServerError {
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const { token } = options;
  if (!token) {
    warn(
      "ERROR_TRACE_TOKEN is not set: the web server's 5xx answers are not reported to the API's error trace.",
    );
    return () => undefined;
  }
  const url = new URL(SERVER_ERROR_REPORT_PATH, options.apiUrl);
  const timeoutMs = options.timeoutMs ?? REPORT_TIMEOUT_MS;
  const throttled = createLogThrottle(FAILURE_LOG_INTERVAL_MS, options.now);
  const failed = (reason: string) =>
    throttled((heldBack) =>
      warn(
        `error trace: a 5xx report did not reach the API (${reason})` +
          (heldBack > 0 ? `; ${heldBack} more since the last such line` : ''),
      ),
    );
  let inFlight = 0;

  return (report) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      failed(`${MAX_IN_FLIGHT} reports still under way`);
      return;
    }
    inFlight += 1;
    fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Request-Id': report.requestId,
        [ERROR_TRACE_TOKEN_HEADER]: token,
      },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => {
        if (!response.ok) failed(`HTTP ${response.status}`);
        // Nothing to read; releasing the body frees the connection.
        void response.body?.cancel().catch(() => undefined);
      })
      .catch((error: unknown) => failed(reasonOf(error)))
      .finally(() => {
        inFlight -= 1;
      });
  };
}
