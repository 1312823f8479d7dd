import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prefix of prom-client's Node figures (process, heap, event loop), as the API's are `fuel_api_`. */
export const NODE_METRICS_PREFIX = 'fuel_web_';
export const METRICS_PATH = '/metrics';
/** The methods the site answers; Node passes some 30 on (WebDAV's too), the rest count as one. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds, as the API's: from a file or a cached page (a few ms) to a slow render. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface RequestLabels {
  readonly method: string;
  /** From route-label.ts: a route template or one of a few fixed names. */
  readonly route: string;
  readonly status: number;
}

export interface WebMetrics {
  readonly registry: Registry;
  /** One answered request and how long it took, in seconds. */
  observe(labels: RequestLabels, seconds: number): void;
}

export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/** The web server's registry (not prom-client's global one): request count and duration, and Node's figures. */
export function createWebMetrics(): WebMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: NODE_METRICS_PREFIX });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered by the web server, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to the end of its answer, by method, route and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observe({ method, route, status }, seconds) {
      const labels = { method: methodLabel(method), route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

/**
 * Prometheus's scrape, on a port of its own that only the internal network reaches: the public port has no
 * /metrics (it is the site's 404 page there), whatever the path's spelling.
 */
export function serveMetrics(registry: Registry, port: number, host: string): Server {
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://metrics').pathname !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        console.error('web metrics: the scrape failed', error);
        res.writeHead(500).end();
      },
    );
  });
  // A port already taken leaves the site running without metrics, said loudly, rather than down.
  server.on('error', (error) => console.error(`web metrics: cannot serve on ${host}:${port}`, error));
  server.listen(port, host, () => {
    process.stdout.write(`web metrics on http://${host}:${port}${METRICS_PATH}\n`);
  });
  return server;
}
