/** Where the browser sends its JavaScript error report (spec 2 §7). */
export const JS_ERROR_REPORT_PATH = '/api/error-trace/js-error';

/**
 * Caps of one report, shared by the browser's collector (which keeps the first errors of a navigation and
 * shortens long texts, so its reports always pass) and the API's validation (which refuses anything larger).
 */
export const JS_ERROR_REPORT_LIMITS = {
  /** Errors in one report; a navigation's further errors are dropped. */
  errors: 10,
  message: 1_000,
  stack: 8_000,
  /** `href` and each error's `filename`. */
  url: 2_048,
  userAgent: 512,
} as const;

/** One error as the browser saw it (spec 2 §3 "JS error report": message, filename, lineno, colno, stack, time). */
export interface JsError {
  readonly message: string;
  /** The script the error was thrown in; empty when the browser hides it (a cross-origin script). */
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
  readonly stack?: string;
  /** ISO 8601, when it was caught. */
  readonly time: string;
}

/** The report the browser sends after a navigation and when the page is left (spec 2 §3, §7). */
export interface JsErrorReport {
  readonly userAgent: string;
  /** ISO 8601: the start of the page view the errors belong to. */
  readonly timeStart: string;
  /** ISO 8601: when the report was made. */
  readonly timeEnd: string;
  /** The page the errors happened on. */
  readonly href: string;
  readonly errors: readonly JsError[];
}

/** Where an error group's occurrences come from: the browser, the API's 5xx, the web server's 5xx. */
export const ERROR_SOURCES = ['browser', 'api', 'web'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** A resolved group is reopened by its next occurrence. */
export const ERROR_GROUP_STATUSES = ['open', 'resolved'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

/** How the back office sorts the groups. */
export const ERROR_GROUP_SORTS = ['lastSeen', 'count'] as const;
export type ErrorGroupSort = (typeof ERROR_GROUP_SORTS)[number];

/** Occurrences (and groups not seen since) are deleted after this many days unless configured otherwise. */
export const DEFAULT_ERROR_RETENTION_DAYS = 30;

/** One frame of a stack, mapped to the source file through the build's source map where one was found. */
export interface StackFrame {
  /** The function's name, null when the stack line has none (an anonymous function). */
  readonly function: string | null;
  /** Source file when `mapped` (e.g. `app/features/offers/…/calculator-form.tsx`), else the script's URL. */
  readonly file: string;
  readonly line: number | null;
  readonly column: number | null;
  /** True when the frame was mapped back through a source map. */
  readonly mapped: boolean;
}

/**
 * Messages the browser raises by itself that say nothing about a fault (spec 2 §5: "Error reports ignore
 * ResizeObserver loop messages"): Chrome's "ResizeObserver loop limit exceeded", the newer "ResizeObserver loop
 * completed with undelivered notifications." and Firefox's variants all start the same way.
 */
export function isIgnoredErrorMessage(message: string): boolean {
  return /^(?:uncaught\s+)?(?:error:\s*)?resizeobserver loop/i.test(message.trim());
}
