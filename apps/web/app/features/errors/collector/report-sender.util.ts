import { JS_ERROR_REPORT_PATH, type JsErrorReport } from '@fuel/domain/errors';

/**
 * Bytes a report's body may have. Browsers queue at most 64 KiB of beacon and keepalive bodies and refuse a
 * larger one whole, and ten errors at their caps come to more, so the last errors give way until it fits.
 */
export const REPORT_BODY_LIMIT = 60_000;

/** What sending needs of the window: the beacon, and fetch for browsers without it. */
export interface ReportTransport {
  readonly navigator: { readonly sendBeacon?: (url: string, data: Blob) => boolean };
  readonly fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/**
 * Sends a report with `sendBeacon`, which outlives the page (spec 2 §7: also when the page is left), or with a
 * keepalive fetch when the browser has no beacon or refused it. Every failure is ignored (spec 2 §8), and none
 * may surface as an error or unhandled rejection: the collector would report its own failure.
 */
export function sendReport(transport: ReportTransport, report: JsErrorReport): void {
  const body = bodyOf(report);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (transport.navigator.sendBeacon?.(JS_ERROR_REPORT_PATH, blob)) return;
  } catch {
    // Refused (a full queue, a policy): fetch is the second way.
  }
  try {
    transport
      .fetch?.(JS_ERROR_REPORT_PATH, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // Ignored like a failed beacon.
  }
}

function bodyOf(report: JsErrorReport): string {
  let errors = report.errors;
  let body = JSON.stringify(report);
  while (errors.length > 1 && new TextEncoder().encode(body).length > REPORT_BODY_LIMIT) {
    errors = errors.slice(0, -1);
    body = JSON.stringify({ ...report, errors });
  }
  return body;
}
