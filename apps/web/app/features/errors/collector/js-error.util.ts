import { type JsError, JS_ERROR_REPORT_LIMITS as LIMITS, isIgnoredErrorMessage } from '@fuel/domain/errors';

/** Cuts a text to `max` characters, ending in an ellipsis, without splitting a surrogate pair. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Errors that say nothing we could fix, dropped before they count against a page view's cap:
 * - ResizeObserver loop messages (spec 2 §5), raised by the browser itself.
 * - "Script error.": the browser's muted form of an error in a script of another origin (ads, consent tools,
 *   extensions): no file, line or stack, so nothing to group or map.
 * - An error whose script has another origin than the page: our bundles are served from the page's own origin
 *   (build/client by the web server), so that script is a third party's or an extension's, and our source maps
 *   cannot map its frames. (Should the assets ever move to a CDN, its origin belongs here as one of ours.)
 */
export function isIgnoredError(message: string, filename: string, pageOrigin: string): boolean {
  if (isIgnoredErrorMessage(message)) return true;
  if (!filename) return /^script error\.?$/i.test(message.trim());
  return originOf(filename) !== pageOrigin;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A window `error` event as a report entry; the thrown Error, when there is one, gives the stack. */
export function jsErrorOfEvent(
  event: Pick<ErrorEvent, 'message' | 'filename' | 'lineno' | 'colno' | 'error'>,
  time: string,
): JsError {
  const thrown = event.error instanceof Error ? event.error : undefined;
  return jsError({
    message: event.message || thrown?.message || '',
    filename: event.filename,
    lineno: event.lineno,
    colno: event.colno,
    stack: thrown?.stack,
    time,
  });
}

/** An unhandled rejection's reason (or an error the error page shows): an Error's message and stack, else its text. */
export function jsErrorOfValue(value: unknown, time: string): JsError {
  if (value instanceof Error) return jsError({ message: value.message, stack: value.stack, time });
  return jsError({ message: textOf(value), time });
}

function textOf(value: unknown): string {
  try {
    // Shortened before the cap so a huge rejected value (a response body, say) is not copied whole first.
    return String(value).slice(0, LIMITS.message + 1);
  } catch {
    // An object without a string form (Object.create(null)) still counts as a rejection.
    return 'Unhandled rejection';
  }
}

/** Keeps only what the API accepts: texts within their caps, positions as positive whole numbers, no empty fields. */
function jsError(raw: {
  message: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  stack?: string;
  time: string;
}): JsError {
  return {
    message: shorten(raw.message, LIMITS.message),
    ...(raw.filename ? { filename: shorten(raw.filename, LIMITS.url) } : {}),
    ...(isPosition(raw.lineno) ? { lineno: raw.lineno } : {}),
    ...(isPosition(raw.colno) ? { colno: raw.colno } : {}),
    ...(raw.stack ? { stack: shorten(raw.stack, LIMITS.stack) } : {}),
    time: raw.time,
  };
}

function isPosition(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0;
}
