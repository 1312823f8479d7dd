// @vitest-environment node
import type { Server } from 'node:http';
import type { ServerErrorReportInput } from '@fuel/api-client';
import express from 'express';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '../app/entry.server';
import { listeningPort } from './fake-api.fixture.ts';
import { createWebMetrics } from './metrics.ts';
import { createRequestTracking } from './request-tracking.ts';
import { ROUTE_LABELS, createPageLabeller, proxyLabel } from './route-label.ts';

const BUILD = {
  routes: {
    root: { id: 'root', path: '' },
    'de/guide': { id: 'de/guide', parentId: 'root', path: 'heizoel-verbrauchsvergleich' },
    'de/local-prices': { id: 'de/local-prices', parentId: 'root', path: 'heizoelpreise/:stateName' },
    'de/not-found': { id: 'de/not-found', parentId: 'root', path: '*' },
  },
  routeDiscovery: { manifestPath: '/__manifest' },
};
const USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) Safari/605.1.15';

const metrics = createWebMetrics();
const reports: ServerErrorReportInput[] = [];
const tracking = createRequestTracking({
  metrics,
  report: (report) => reports.push(report),
  sourceRoot: import.meta.dirname,
});

/** server.ts's chain, with stand-ins for the proxy, the static files and React Router's handler. */
const app = express();
app.use(tracking.track);
app.use((req, res, next) => (proxyLabel(req.path) ? res.status(502).send('Bad Gateway') : next()));
app.use('/assets', tracking.label(ROUTE_LABELS.assets), (_req, res) => res.status(404).end());
app.use(tracking.label(ROUTE_LABELS.static), (req, res, next) => {
  if (req.path === '/favicon.ico') res.type('image/x-icon').send('icon');
  else if (req.path === '/kaputt.txt') throw new Error('Datei nicht lesbar');
  else next();
});
app.use(tracking.labelPages(createPageLabeller(BUILD)), (req, res) => {
  const context = tracking.loadContext(req, res);
  const request = new Request(`http://localhost${req.originalUrl}`);
  if (req.path === '/heizoel-verbrauchsvergleich') {
    // Two loaders' errors, as React Router hands them to entry.server.tsx before answering 500.
    handleError(new SyntaxError('Unexpected token < in JSON at position 0'), {
      request,
      context,
      params: {},
    });
    handleError(new Error('Der zweite Loader scheiterte auch'), { request, context, params: {} });
    res.status(500).send('<h1>Es ist ein Fehler aufgetreten</h1>');
  } else if (req.path.startsWith('/heizoelpreise/')) {
    res.status(503).send('<h1>Vorübergehend nicht verfügbar</h1>');
  } else {
    res.json({ requestId: req.get('x-request-id') });
  }
});
app.use(tracking.recordErrors);

let server: Server;
let base = '';
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${await listeningPort(server)}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));
beforeEach(() => {
  reports.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${base}${path}`, { headers: { 'User-Agent': USER_AGENT, ...headers } });
  await response.arrayBuffer();
  return response;
}

describe('request ids', () => {
  it('keeps a safe incoming id, answers with it and hands it on; replaces an unsafe one', async () => {
    const kept = await fetch(`${base}/`, { headers: { 'X-Request-Id': 'lb-7f3a.9_c' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.9_c');
    expect(await kept.json()).toEqual({ requestId: 'lb-7f3a.9_c' });

    for (const unsafe of ['a b', 'x'.repeat(129), '<script>', 'id\u00e4', '']) {
      const replaced = await fetch(`${base}/`, { headers: { 'X-Request-Id': unsafe } });
      const id = replaced.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await replaced.json()).toEqual({ requestId: id });
    }
  });
});

describe('5xx reports', () => {
  it("report the first loader's error with its message and stack, under the request's id", async () => {
    const response = await get('/heizoel-verbrauchsvergleich?email=jana.schmidt%40example.de', {
      'X-Request-Id': 'trace-4711',
    });
    expect(response.status).toBe(500);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      requestId: 'trace-4711',
      method: 'GET',
      path: '/heizoel-verbrauchsvergleich?email=',
      status: 500,
      message: 'SyntaxError: Unexpected token < in JSON at position 0',
      // Paths relative to the app's folder (here: server/), the same on every machine.
      stack: expect.stringMatching(
        /^SyntaxError: Unexpected token[\s\S]*\n {4}at request-tracking\.test\.ts:\d+:\d+/,
      ),
      userAgent: USER_AGENT,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('report a 5xx without an error by status, method and route template', async () => {
    expect((await get('/heizoelpreise/bayern')).status).toBe(503);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      status: 503,
      path: '/heizoelpreise/bayern',
      message: 'HTTP 503 GET /heizoelpreise/:stateName',
    });
    expect(reports[0]).not.toHaveProperty('stack');
  });

  it('report a crash in an Express middleware with the error Express was handed', async () => {
    expect((await get('/kaputt.txt')).status).toBe(500);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      status: 500,
      message: 'Error: Datei nicht lesbar',
      path: '/kaputt.txt',
    });
    expect(reports[0]?.stack).toContain('request-tracking.test.ts');
  });

  it("never report the API's answers through the proxy, nor anything below 500", async () => {
    expect((await get('/api/offers/list')).status).toBe(502);
    expect((await get('/session/refresh')).status).toBe(502);
    expect((await get('/assets/entry.client-4f2a.js')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(200);
    expect((await get('/gibt-es-nicht')).status).toBe(200);
    // One report per failed request: a request that does fail afterwards is the only one reported.
    await get('/heizoelpreise/hessen');
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.path).toBe('/heizoelpreise/hessen');
  });

  it('give one report per failed request: 50 at once give 50', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        get('/heizoel-verbrauchsvergleich', { 'X-Request-Id': `parallel-${i}` }),
      ),
    );
    expect(responses.every((response) => response.status === 500)).toBe(true);
    await vi.waitFor(() => expect(reports).toHaveLength(50));
    expect(new Set(reports.map((report) => report.requestId)).size).toBe(50);
  });
});

describe('metrics', () => {
  it('count every answer under its route label', async () => {
    await get('/heizoelpreise/sachsen');
    await get('/api/offers/list');
    await get('/assets/entry.client-4f2a.js');
    await get('/favicon.ico');
    await get('/wp-login.php');
    const text = await metrics.registry.metrics();
    for (const series of [
      'route="/heizoelpreise/:stateName",status="503"',
      'route="api-proxy",status="502"',
      'route="assets",status="404"',
      'route="static",status="200"',
      'route="/*",status="200"',
    ]) {
      expect(text).toMatch(
        new RegExp(`^http_requests_total\\{method="GET",${series.replace(/[?*/]/g, '\\$&')}\\} \\d+$`, 'm'),
      );
    }
    expect(text).not.toContain('bayern');
    expect(text).not.toContain('wp-login');
  });
});

describe("entry.server.tsx's handleError", () => {
  const request = new Request('http://localhost/heizoel-verbrauchsvergleich');

  it("notes the cause of React Router's own error responses", () => {
    const noted: unknown[] = [];
    const context = Object.assign(new RouterContextProvider(), {
      recordFailure: (error: unknown) => noted.push(error),
    });
    const cause = new Error('You made a POST request to "/heizoelpreise" but did not provide an `action`');
    handleError(new ErrorResponseImpl(405, 'Method Not Allowed', cause, true), {
      request,
      context,
      params: {},
    });
    expect(noted).toEqual([cause]);
  });

  it('leaves out a request the client aborted, and a context without a recorder', () => {
    const noted: unknown[] = [];
    const context = Object.assign(new RouterContextProvider(), {
      recordFailure: (error: unknown) => noted.push(error),
    });
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error('aborted'), {
      request: new Request(request, { signal: aborted.signal }),
      context,
      params: {},
    });
    expect(noted).toEqual([]);
    expect(() =>
      handleError(new Error('ohne Recorder'), { request, context: new RouterContextProvider(), params: {} }),
    ).not.toThrow();
  });
});
