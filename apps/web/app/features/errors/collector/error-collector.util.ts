import { type JsError, JS_ERROR_REPORT_LIMITS as LIMITS, isIgnoredErrorMessage } from '@fuel/domain/errors';
import { isIgnoredError, jsErrorOfEvent, jsErrorOfValue, shorten } from './js-error.util';
import { type ReportTransport, sendReport } from './report-sender.util';

/** What the collector needs of the browser's window (a fake one in tests). */
export interface CollectorWindow extends ReportTransport {
  readonly location: { readonly href: string; readonly origin: string };
  readonly navigator: ReportTransport['navigator'] & { readonly userAgent: string };
  readonly document: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  addEventListener(type: 'error' | 'unhandledrejection' | 'pagehide', listener: (event: Event) => void): void;
}

export interface ErrorCollector {
  /** The router shows the page now at `location.href`: the page view left behind reports its errors. */
  navigated(): void;
  /** An error the error page shows (spec 2 §8): sent right away as a report of its own, once per error. */
  reportNow(error: Error): void;
}

interface PageView {
  readonly href: string;
  readonly timeStart: string;
  /** Errors kept in this view so far, sent or not: the cap holds for the whole view. */
  kept: number;
}

/**
 * Collects the page's JavaScript errors (spec 2 §3, §5) and reports them per page view (spec 2 §7): when the
 * router moves on to another page (the first page view starts when the collector is installed, so the first
 * navigation sends nothing), and when the page is left or hidden (a hidden tab may be closed without a
 * `pagehide`). Reported errors leave the queue, so `pagehide` after `visibilitychange` sends nothing twice.
 */
export function createErrorCollector(win: CollectorWindow, now: () => number = Date.now): ErrorCollector {
  const isoNow = () => new Date(now()).toISOString();
  let view: PageView = { href: win.location.href, timeStart: isoNow(), kept: 0 };
  let queue: JsError[] = [];
  const shown = new WeakSet<Error>();

  const report = (href: string, timeStart: string, errors: readonly JsError[]) =>
    sendReport(win, {
      userAgent: shorten(win.navigator.userAgent, LIMITS.userAgent),
      timeStart,
      timeEnd: isoNow(),
      href: shorten(href, LIMITS.url),
      errors,
    });

  const flush = () => {
    if (queue.length === 0) return;
    const errors = queue;
    queue = [];
    report(view.href, view.timeStart, errors);
  };

  // A listener that threw would raise an `error` event of its own: the collector never reports itself.
  const collect = (read: () => JsError | null) => {
    try {
      if (view.kept >= LIMITS.errors) return;
      const error = read();
      if (!error) return;
      view.kept += 1;
      queue.push(error);
    } catch {
      // Dropped.
    }
  };

  win.addEventListener('error', (event) =>
    collect(() =>
      event instanceof ErrorEvent && !isIgnoredError(event.message, event.filename, win.location.origin)
        ? jsErrorOfEvent(event, isoNow())
        : null,
    ),
  );
  win.addEventListener('unhandledrejection', (event) =>
    collect(() => {
      if (!('reason' in event)) return null;
      const error = jsErrorOfValue(event.reason, isoNow());
      return isIgnoredErrorMessage(error.message) ? null : error;
    }),
  );
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });

  return {
    navigated() {
      const href = win.location.href;
      if (href === view.href) return;
      flush();
      view = { href, timeStart: isoNow(), kept: 0 };
    },
    reportNow(error) {
      // Once per error: React runs a strict-mode effect twice, and a boundary may mount again.
      if (shown.has(error)) return;
      shown.add(error);
      const href = win.location.href;
      // The error page of a failed navigation shows before the new page view is noted: it starts now.
      const timeStart = href === view.href ? view.timeStart : isoNow();
      report(href, timeStart, [jsErrorOfValue(error, isoNow())]);
    },
  };
}
