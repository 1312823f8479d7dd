import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Counter, Histogram } from 'prom-client';
import { Metrics } from './metrics.service.js';

/** The route label of a request no route answered (404s of unknown paths, static files, refused bodies). */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: from a cached answer (a few ms) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabel = 'method' | 'route' | 'status';

/**
 * The route template that answered (`/api/site/:countryId/dealers/:id`), which Express keeps on the request
 * once a route matched, never the raw path: one series per route, however many ids there are. A wildcard
 * template is a middleware's (Nest mounts `forRoutes('{*path}')` as a route for every path), which stays on
 * the request when no route of ours matched: unmatched, like a request such a middleware refused.
 */
export function routeLabel(req: Pick<Request, 'baseUrl' | 'route'>): string {
  const route: unknown = req.route;
  if (typeof route !== 'object' || route === null || !('path' in route) || typeof route.path !== 'string') {
    return UNMATCHED_ROUTE;
  }
  return route.path.includes('*') ? UNMATCHED_ROUTE : `${req.baseUrl}${route.path}`;
}

/** Node accepts some 30 methods (WebDAV's too); the API answers these, the rest count as one. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/** Request count and duration by method, route template and status, measured around every request. */
@Injectable()
export class HttpMetrics {
  private readonly requests: Counter<HttpLabel>;
  private readonly duration: Histogram<HttpLabel>;

  constructor(metrics: Metrics) {
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = metrics.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames,
    });
    this.duration = metrics.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to the end of its answer, by method, route template and status',
      labelNames,
      buckets: DURATION_BUCKETS,
    });
  }

  /**
   * Express middleware, first in the chain so the time covers the whole request. Counted when the answer is
   * finished, so 404s, errors and answers of the exception filter count too; a request whose client went away
   * before the answer ended is not counted.
   */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const stop = this.duration.startTimer();
    res.once('finish', () => {
      const labels = {
        method: methodLabel(req.method),
        route: routeLabel(req),
        status: String(res.statusCode),
      };
      stop(labels);
      this.requests.inc(labels);
    });
    next();
  };
}
