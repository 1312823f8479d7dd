import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { RouterContextProvider } from 'react-router';
import type { ReportServerError } from './error-reporter.ts';
import type { FailureRecorder } from './failure-recorder.ts';
import type { WebMetrics } from './metrics.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';
import { ROUTE_LABELS, proxyLabel } from './route-label.ts';
import { serverErrorReport } from './server-error-report.ts';

interface TrackedRequest {
  readonly id: string;
  /** Set by whichever part of the chain takes the request on; none when it failed before any did. */
  route: string | undefined;
  /** The first error it failed with, if one was handed over. */
  failure: unknown;
}

export interface RequestTracking {
  /** First in the chain: the request id, the time taken, and the metrics and 5xx report once answered. */
  readonly track: RequestHandler;
  /** Labels what the handlers after it answer (`assets`, `static`). */
  label(route: string): RequestHandler;
  /** Just before React Router's handler: the template of the route a page or data request matches. */
  labelPages(labeller: (pathname: string) => string): RequestHandler;
  /** React Router's load context; entry.server.tsx's handleError notes the request's error in it. */
  readonly loadContext: (req: Request, res: Response) => RouterContextProvider;
  /** Last in the chain: notes an error a middleware passed on, then leaves the answer to Express. */
  readonly recordErrors: ErrorRequestHandler;
}

/** The path as parsed from a request target; the target itself when it does not parse (`OPTIONS *`). */
function pathnameOf(target: string, base: string): string {
  try {
    return new URL(target, base).pathname;
  } catch {
    return target;
  }
}

function isProxied(route: string): boolean {
  return route === ROUTE_LABELS.apiProxy || route === ROUTE_LABELS.sessionProxy;
}

export interface RequestTrackingOptions {
  readonly metrics: WebMetrics;
  readonly report: ReportServerError;
  /** The web app's folder, left out of the paths in reported stacks. */
  readonly sourceRoot?: string;
}

/**
 * Request ids, metrics and 5xx reports for every request of the web server. The API's answers that pass
 * through the proxy are counted but never reported: the API reports its own 5xx.
 */
export function createRequestTracking({
  metrics,
  report,
  sourceRoot,
}: RequestTrackingOptions): RequestTracking {
  const tracked = new WeakMap<Response, TrackedRequest>();

  function finished(req: Request, res: Response, request: TrackedRequest, seconds: number): void {
    const route = request.route ?? ROUTE_LABELS.unmatched;
    const status = res.statusCode;
    metrics.observe({ method: req.method, route, status }, seconds);
    if (status < 500 || isProxied(route)) return;
    const failed = serverErrorReport(
      {
        requestId: request.id,
        method: req.method,
        url: req.originalUrl,
        route,
        status,
        userAgent: req.get('user-agent'),
        error: request.failure,
        occurredAt: new Date(),
      },
      sourceRoot,
    );
    if (failed) report(failed);
  }

  function labelled(label: (req: Request) => string): RequestHandler {
    return (req, res, next) => {
      const request = tracked.get(res);
      if (request) request.route = label(req);
      next();
    };
  }

  return {
    track(req, res, next) {
      const started = performance.now();
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      // The API logs the proxied call, and the render's own calls, under the same id.
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader('X-Request-Id', id);
      // The proxy's filter sees the path parsed the same way (http-proxy-middleware's getUrlPathName).
      const request: TrackedRequest = {
        id,
        route: proxyLabel(pathnameOf(req.url, 'http://0.0.0.0')),
        failure: undefined,
      };
      tracked.set(res, request);
      res.once('finish', () => {
        // A listener's exception would take the process down; the answer has been sent anyway.
        try {
          finished(req, res, request, (performance.now() - started) / 1000);
        } catch (error) {
          console.error('web: counting or reporting a request failed', error);
        }
      });
      next();
    },
    label: (route) => labelled(() => route),
    // React Router reads the path from the URL as requested, without resolving it against a base.
    labelPages: (labeller) =>
      labelled((req) => labeller(pathnameOf(`http://web${req.originalUrl}`, 'http://web'))),
    loadContext(_req, res) {
      const request = tracked.get(res);
      const recorder: FailureRecorder = {
        recordFailure(error) {
          if (request && request.failure === undefined) request.failure = error;
        },
      };
      return Object.assign(new RouterContextProvider(), recorder);
    },
    recordErrors(error: unknown, _req, res, next) {
      const request = tracked.get(res);
      if (request && request.failure === undefined) request.failure = error;
      next(error);
    },
  };
}
