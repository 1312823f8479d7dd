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

const isDevelopment = process.env.NODE_ENV === 'development';
const isProduction = process.env.NODE_ENV === 'production';
const port = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;
// Which proxies may set X-Forwarded-Host/-Proto/-For (Express `trust proxy` syntax).
const trustProxy = process.env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal';
const shutdownTimeoutMs = 10_000;

const appRoot = import.meta.dirname;
const clientBuildDir = path.join(appRoot, 'build/client');
const serverBuildFile = path.join(appRoot, 'build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);

// The browser calls the API on this origin; the path is kept as is (/api/..., /session/...).
app.use(
  createProxyMiddleware({
    target: apiUrl,
    pathFilter: ['/api', '/session'],
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

if (isDevelopment) {
  const { createServer } = await import('vite');
  vite = await createServer({ root: appRoot, server: { middlewareMode: true }, appType: 'custom' });
  const devServer = vite;
  app.use(devServer.middlewares);
  build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
} else {
  // Hashed file names: cache for a year; a missing chunk is a plain 404 so the client can recover.
  app.use(
    '/assets',
    express.static(path.join(clientBuildDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  app.use(express.static(clientBuildDir, { maxAge: '1h', index: false }));
  build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

// Loaders and actions hand X-Forwarded-For to the API, whose sign-in limits count per address: it must say
// the visitor's address as `trust proxy` resolved it, never what the browser wrote (a fresh address per
// attempt would escape the limits) and never nothing (every visitor would count as this server).
app.use((req, _res, next) => {
  if (req.ip) req.headers['x-forwarded-for'] = req.ip;
  else delete req.headers['x-forwarded-for'];
  next();
});

app.use(createRequestHandler({ build, mode: isDevelopment ? 'development' : 'production' }));

const server = app.listen(port, host, (error) => {
  if (error) throw error;
  process.stdout.write(
    `web listening on http://${host}:${port} (${isDevelopment ? 'development' : 'production'}), API ${apiUrl}\n`,
  );
});

function shutdown(signal: NodeJS.Signals): void {
  process.stdout.write(`web received ${signal}, shutting down\n`);
  const forceExit = setTimeout(() => {
    server.closeAllConnections();
    process.exit(1);
  }, shutdownTimeoutMs);
  forceExit.unref();
  server.close((error) => {
    void vite?.close();
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
