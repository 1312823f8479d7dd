// Web server of the shop: static assets, the same-origin API proxy and server rendering.
// Run directly by Node (type stripping), so only erasable TypeScript syntax is allowed here.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { DEFAULT_API_URL } from './app/lib/api/api-url.constant.ts';
import { securityHeaders } from './app/lib/security/security-headers.util.ts';
import { createErrorReporter } from './server/error-reporter.ts';
import { createWebMetrics, serveMetrics } from './server/metrics.ts';
import { createRequestTracking } from './server/request-tracking.ts';
import { ROUTE_LABELS, createPageLabeller, proxyLabel } from './server/route-label.ts';

// Stacks of the server build name the app's source files (its source maps sit beside it), in the logs and
// in the 5xx reports.
process.setSourceMapsEnabled(true);

const isDevelopment = process.env.NODE_ENV === 'development';
const isProduction = process.env.NODE_ENV === 'production';
const port = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;
// Which proxies may set X-Forwarded-Host/-Proto/-For (Express `trust proxy` syntax).
const trustProxy = process.env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal';
// Prometheus scrapes /metrics on this port only, never on the public one.
const metricsPort = Number(process.env.WEB_METRICS_PORT ?? 9464);
const metricsHost = process.env.WEB_METRICS_HOST ?? '0.0.0.0';
const shutdownTimeoutMs = 10_000;

const appRoot = import.meta.dirname;
const clientBuildDir = path.join(appRoot, 'build/client');
const serverBuildFile = path.join(appRoot, 'build/server/index.js');

const metrics = createWebMetrics();
const tracking = createRequestTracking({
  metrics,
  report: createErrorReporter({ apiUrl, token: process.env.ERROR_TRACE_TOKEN }),
  sourceRoot: appRoot,
});

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);

app.use(tracking.track);

// The browser calls the API on this origin; the path is kept as is (/api/..., /session/..., /media/...). The
// filter is given the normalised path, so /api/../metrics is not the API's.
app.use(
  createProxyMiddleware({
    target: apiUrl,
    pathFilter: (pathname) => proxyLabel(pathname) !== undefined,
    changeOrigin: true,
    xfwd: true,
  }),
);

// Everything but the proxied API (it sends its own headers): the page's CSP is set per render in
// entry.server.tsx (it needs the response's nonce). HSTS only in production over https (req.secure
// follows X-Forwarded-Proto of a trusted proxy); browsers ignore it over http anyway.
app.use((req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders({ hsts: isProduction && req.secure }))) {
    res.setHeader(name, value);
  }
  next();
});

app.use(compression());

let vite: ViteDevServer | undefined;
let build: ServerBuild | (() => Promise<ServerBuild>);
let pageLabel: (pathname: string) => string;

if (isDevelopment) {
  const { createServer } = await import('vite');
  vite = await createServer({ root: appRoot, server: { middlewareMode: true }, appType: 'custom' });
  const devServer = vite;
  app.use(tracking.label(ROUTE_LABELS.static), devServer.middlewares);
  build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  pageLabel = createPageLabeller(undefined);
} else {
  // Hashed file names: cache for a year; a missing chunk is a plain 404 so the client can recover.
  app.use(
    '/assets',
    tracking.label(ROUTE_LABELS.assets),
    express.static(path.join(clientBuildDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  app.use(
    tracking.label(ROUTE_LABELS.static),
    express.static(clientBuildDir, { maxAge: '1h', index: false }),
  );
  const serverBuild = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  build = serverBuild;
  pageLabel = createPageLabeller(serverBuild);
}

// Loaders and actions hand X-Forwarded-For to the API, whose sign-in limits count per address: it must say
// the visitor's address as `trust proxy` resolved it, never what the browser wrote (a fresh address per
// attempt would escape the limits) and never nothing (every visitor would count as this server).
app.use((req, _res, next) => {
  if (req.ip) req.headers['x-forwarded-for'] = req.ip;
  else delete req.headers['x-forwarded-for'];
  next();
});

app.use(
  tracking.labelPages(pageLabel),
  createRequestHandler({
    build,
    mode: isDevelopment ? 'development' : 'production',
    getLoadContext: tracking.loadContext,
  }),
);
// An error a middleware passed on (React Router's handler passes its own crashes on too) is noted for the
// 5xx report; Express's own handler answers it as before.
app.use(tracking.recordErrors);

const server = app.listen(port, host, (error) => {
  if (error) throw error;
  process.stdout.write(
    `web listening on http://${host}:${port} (${isDevelopment ? 'development' : 'production'}), API ${apiUrl}\n`,
  );
});
const metricsServer = serveMetrics(metrics.registry, metricsPort, metricsHost);

function shutdown(signal: NodeJS.Signals): void {
  process.stdout.write(`web received ${signal}, shutting down\n`);
  const forceExit = setTimeout(() => {
    server.closeAllConnections();
    process.exit(1);
  }, shutdownTimeoutMs);
  forceExit.unref();
  metricsServer.close();
  server.close((error) => {
    void vite?.close();
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
