import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy';
import { freePortSync } from './support/free-port';
import { waitForHydration } from './page.util';

/*
 * Operations (issue #15 points 4 and 5, the web server's side): its metrics on a port of their own, never on
 * the public one, the API's /metrics straight from the API, and the web server's 5xx in the error trace.
 */

const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 3101}`;
const WEB_METRICS_URL = `http://localhost:${process.env.E2E_WEB_METRICS_PORT ?? 3102}/metrics`;
const WEB_START_TIMEOUT_MS = 60_000;

interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** A GET with the path exactly as written: fetch and browsers resolve `..` and `%2e%2e` before sending. */
function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path: target, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          contentType: answer.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The count of one series of http_requests_total in a scrape; 0 while it has none. */
function requestCount(scrape: string, labels: string): number {
  const line = scrape.split('\n').find((row) => row.startsWith(`http_requests_total{${labels}} `));
  return Number(line?.split(' ')[1] ?? 0);
}

async function scrapeWeb(): Promise<string> {
  const response = await fetch(WEB_METRICS_URL);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** Spellings of /metrics a visitor might try through the public port's API proxy. */
const METRICS_SPELLINGS = [
  '/metrics',
  '//metrics',
  '/metrics/',
  '/api/../metrics',
  '/api/%2e%2e/metrics',
  '/api/%2E%2E/metrics',
  '/api/.%2e/metrics',
  '/session/../metrics',
  '/api/..%2fmetrics',
  '/api/metrics',
  '/api/./../metrics?x=1',
];

test.describe('metrics', () => {
  test('the web metrics port counts a page and its data request under the route template', async ({
    page,
  }) => {
    const labels = 'method="GET",route="/heizoelpreise",status="200"';
    const before = requestCount(await scrapeWeb(), labels);

    const response = await page.goto('/heizoelpreise');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect((await page.request.get('/heizoelpreise.data')).status()).toBe(200);

    const scrape = await scrapeWeb();
    expect(requestCount(scrape, labels)).toBeGreaterThanOrEqual(before + 2);
    expect(requestCount(scrape, 'method="GET",route="assets",status="200"')).toBeGreaterThan(0);
    expect(scrape).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/heizoelpreise",status="200"\} \d+$/m,
    );
    expect(scrape).toMatch(/^fuel_web_process_resident_memory_bytes \d+/m);
    // Paths themselves never become series.
    expect(scrape).not.toMatch(/route="\/heizoelpreise\/[a-z]/);
  });

  test('the public port has no metrics, however the path is spelled', async ({ request, baseURL }) => {
    const notFound = await request.get('/metrics');
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()['content-type']).toContain('text/html');
    const html = await notFound.text();
    expect(html).toContain('<title>Fehler 404</title>');
    expect(html).not.toContain('http_requests_total');

    for (const target of METRICS_SPELLINGS) {
      const answer = await rawGet(baseURL ?? '', target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toMatch(/^# (HELP|TYPE) /m);
      expect(answer.body, target).not.toContain('http_requests_total');
    }
  });

  test("the API's /metrics answers straight from the API, and not to a request a proxy passed on", async () => {
    const direct = await rawGet(API_URL, '/metrics');
    expect(direct.status).toBe(200);
    expect(direct.contentType).toContain('text/plain');
    expect(direct.body).toMatch(/^http_requests_total\{/m);
    expect(direct.body).toMatch(/^fuel_api_process_resident_memory_bytes \d+/m);

    const forwarded = await rawGet(API_URL, '/metrics', { 'X-Forwarded-For': '203.0.113.7' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toContain('http_requests_total');
  });
});

// Starts a web server of its own beside the API of this run, with the token the run gave both: tagged so a run
// against servers elsewhere (E2E_EXTERNAL_SERVERS) leaves it out (playwright.config.ts).
test.describe("the web server's 5xx in the error trace", { tag: '@own-web-server' }, () => {
  test.describe.configure({ mode: 'serial', timeout: WEB_START_TIMEOUT_MS + 60_000 });

  const BROKEN_GUIDE = 'e2e-broken-guide-';
  const GUIDE_DOWN = 'e2e-guide-down-';
  let proxy: FaultProxy | undefined;
  let webServer: ChildProcess | undefined;
  let web = '';

  test.beforeAll(async () => {
    // The guide as the API would send it when something went wrong there: an empty object, or a 500.
    proxy = await startFaultProxy(API_URL, [
      { requestIdPrefix: BROKEN_GUIDE, path: /^\/api\/leads\/guide\//, status: 200, body: '{}' },
      { requestIdPrefix: GUIDE_DOWN, path: /^\/api\/leads\/guide\//, status: 500, body: '{}' },
    ]);
    const port = freePortSync();
    web = `http://localhost:${port}`;
    webServer = spawn(process.execPath, ['server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_PORT: String(port),
        WEB_METRICS_PORT: String(freePortSync()),
        API_URL: proxy.url,
        ERROR_TRACE_TOKEN: process.env.E2E_ERROR_TRACE_TOKEN,
        PUBLIC_BASE_URL: web,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(web).catch(() => undefined))?.status, {
        timeout: WEB_START_TIMEOUT_MS,
        intervals: [500],
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    webServer?.kill('SIGTERM');
    await proxy?.close();
  });

  /** The report of one request as it passed on its way to the API, and the API's answer to it. */
  async function reportOf(requestId: string) {
    await expect
      .poll(() => proxy?.seen.find((seen) => isReportOf(seen.url, seen.body, requestId))?.status, {
        timeout: 10_000,
      })
      .toBe(204);
    const seen = proxy?.seen.find((entry) => isReportOf(entry.url, entry.body, requestId));
    expect(seen?.headers['x-error-trace-token']).toBe(process.env.E2E_ERROR_TRACE_TOKEN);
    return JSON.parse(seen?.body ?? '{}') as Record<string, unknown>;
  }

  function isReportOf(url: string, body: string, requestId: string): boolean {
    return url === '/api/error-trace/server-error' && body.includes(`"requestId":"${requestId}"`);
  }

  test("a loader's crash reaches the API as a web occurrence, with its stack and the request's id", async ({
    request,
  }) => {
    const requestId = `${BROKEN_GUIDE}${randomUUID()}`;
    const page = await rawGet(web, '/heizoel-verbrauchsvergleich/schritt-1?plz=80331', {
      'X-Request-Id': requestId,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/133.0.0.0 Safari/537.36',
    });
    expect(page.status).toBe(500);
    // The render's API calls carried the request's id (that is how the fault found them).
    expect(
      proxy?.seen.some(
        (seen) => seen.headers['x-request-id'] === requestId && seen.url.startsWith('/api/leads/guide/'),
      ),
    ).toBe(true);

    const report = await reportOf(requestId);
    expect(report).toMatchObject({
      requestId,
      method: 'GET',
      path: '/heizoel-verbrauchsvergleich/schritt-1?plz=',
      status: 500,
      message: expect.stringMatching(/^TypeError: /),
      // Mapped through the server build's source map, relative to the web app.
      stack: expect.stringMatching(/\n {4}at (async )?\w+ \(app\/features\/leads\/[\w.-]+\.ts:\d+:\d+\)/),
    });
    expect(report['userAgent']).toContain('Chrome/133');

    const occurrence = await findWebOccurrence(request, requestId);
    expect(occurrence).toMatchObject({ requestId, httpStatus: 500 });
  });

  test('a 5xx without an error is reported by status, method and route template', async ({ request }) => {
    const requestId = `${GUIDE_DOWN}${randomUUID()}`;
    const page = await rawGet(web, '/heizoel-verbrauchsvergleich', { 'X-Request-Id': requestId });
    expect(page.status).toBe(503);
    expect(page.body).toContain('<html lang="de-DE"');

    const report = await reportOf(requestId);
    expect(report).toMatchObject({ status: 503, message: 'HTTP 503 GET /heizoel-verbrauchsvergleich' });
    expect(report).not.toHaveProperty('stack');
    expect(await findWebOccurrence(request, requestId)).toMatchObject({ requestId, httpStatus: 503 });
  });

  test("no spelling of /metrics takes the web server's proxy to the API's /metrics", async () => {
    const before = proxy?.seen.length ?? 0;
    for (const target of METRICS_SPELLINGS) {
      const answer = await rawGet(web, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain('http_requests_total');
    }
    // What reached the API: the pages' own calls and the proxied /api paths (the API's 404), never /metrics.
    const reached = (proxy?.seen.slice(before) ?? []).map(({ url }) => url);
    expect(reached).toContain('/api/metrics');
    for (const url of reached)
      expect(new URL(url, 'http://api').pathname, url).toMatch(/^\/(api|session)(\/|$)/);
  });
});

/** The occurrence with this request id among the error trace's `web` groups, as the back office reads it. */
async function findWebOccurrence(
  request: APIRequestContext,
  requestId: string,
): Promise<Record<string, unknown>> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const groups = await request.get('/api/support/errors?source=web&sort=lastSeen', { headers });
        expect(groups.ok(), await groups.text()).toBe(true);
        for (const { id } of ((await groups.json()) as { rows: { id: number }[] }).rows) {
          const occurrences = await request.get(`/api/support/errors/${id}/occurrences`, { headers });
          const rows = ((await occurrences.json()) as { rows: Record<string, unknown>[] }).rows;
          found = rows.find((row) => row['requestId'] === requestId);
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found ?? {};
}
