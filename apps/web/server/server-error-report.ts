import type { ServerErrorReportInput } from '@fuel/api-client';
import { JS_ERROR_REPORT_LIMITS as LIMITS } from '@fuel/domain/errors';

type ReportedMethod = ServerErrorReportInput['method'];
const REPORTED_METHODS: readonly ReportedMethod[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];

/** A request the web server answered with a 5xx. */
export interface FailedRequest {
  readonly requestId: string;
  readonly method: string;
  /** As requested: path and query. */
  readonly url: string;
  /** Its metrics label: the route template for a page, else a fixed name (route-label.ts). */
  readonly route: string;
  readonly status: number;
  readonly userAgent: string | undefined;
  /** What it failed with, when React Router or Express handed the error over; undefined otherwise. */
  readonly error: unknown;
  readonly occurredAt: Date;
}

function isReportedMethod(method: string): method is ReportedMethod {
  return REPORTED_METHODS.some((reported) => reported === method);
}

/** Path and query names without the query's values, which may carry e-mail addresses, tokens or names. */
export function withoutQueryValues(url: string): string {
  const bare = url.split('#', 1)[0] ?? '';
  const queryStart = bare.indexOf('?');
  if (queryStart < 0) return bare;
  const path = bare.slice(0, queryStart);
  const names = bare
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/**
 * Paths in a stack relative to the web app (`app/features/…`, `node_modules/…`), as the browser's mapped frames
 * are, and the same on every machine whatever folder the app runs from.
 */
function relativeStack(stack: string, sourceRoot: string | undefined): string {
  if (!sourceRoot) return stack;
  const prefix = sourceRoot.endsWith('/') ? sourceRoot : `${sourceRoot}/`;
  return stack.replaceAll(`file://${prefix}`, '').replaceAll(prefix, '');
}

/** Message and stack of a thrown value; a cause's stack is added (a failed fetch says why in its cause). */
function describeError(error: unknown): { message: string; stack?: string } | undefined {
  if (typeof error === 'string' && error.trim()) return { message: error };
  if (!(error instanceof Error)) return undefined;
  const cause =
    error.cause instanceof Error ? `\nCaused by: ${error.cause.stack ?? String(error.cause)}` : '';
  return { message: String(error), stack: error.stack === undefined ? undefined : `${error.stack}${cause}` };
}

/**
 * The report to the API's `POST /api/error-trace/server-error`, cut to its limits. Without an error the
 * message names the status and the route template (one group per route, however many ids are asked for).
 * Undefined for a method the API does not take (Node passes WebDAV's and others on). `sourceRoot`: the web
 * app's folder, left out of the stack's paths.
 */
export function serverErrorReport(
  failed: FailedRequest,
  sourceRoot?: string,
): ServerErrorReportInput | undefined {
  const { method, status } = failed;
  if (!isReportedMethod(method)) return undefined;
  const path = withoutQueryValues(failed.url);
  const where = failed.route.startsWith('/') ? failed.route : (path.split('?', 1)[0] ?? path);
  const described = describeError(failed.error);
  const stack = described?.stack;
  return {
    requestId: failed.requestId,
    method,
    path: path.slice(0, LIMITS.url),
    status,
    message: (described?.message ?? `HTTP ${status} ${method} ${where}`).slice(0, LIMITS.message),
    ...(stack ? { stack: relativeStack(stack, sourceRoot).slice(0, LIMITS.stack) } : {}),
    ...(failed.userAgent ? { userAgent: failed.userAgent.slice(0, LIMITS.userAgent) } : {}),
    occurredAt: failed.occurredAt.toISOString(),
  };
}
