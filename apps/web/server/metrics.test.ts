// @vitest-environment node
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listeningPort } from './fake-api.fixture.ts';
import { createWebMetrics, serveMetrics } from './metrics.ts';

let server: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server = undefined;
});

describe('createWebMetrics', () => {
  it('counts and times requests by method, route and status; an odd method counts as OTHER', async () => {
    const metrics = createWebMetrics();
    metrics.observe({ method: 'GET', route: '/heizoelpreise', status: 200 }, 0.042);
    metrics.observe({ method: 'GET', route: '/heizoelpreise', status: 200 }, 0.3);
    metrics.observe({ method: 'PROPFIND', route: '/*', status: 404 }, 0.001);

    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/heizoelpreise",status="200"} 2');
    expect(text).toContain('http_requests_total{method="OTHER",route="/*",status="404"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/heizoelpreise",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/heizoelpreise",status="200"} 2',
    );
    expect(text).toMatch(/^fuel_web_process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^fuel_web_nodejs_eventloop_lag_seconds /m);
  });
});

describe('serveMetrics', () => {
  it('answers GET /metrics with the text format, and nothing else', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const metrics = createWebMetrics();
    metrics.observe({ method: 'GET', route: '/', status: 200 }, 0.01);
    server = serveMetrics(metrics.registry, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${await listeningPort(server)}`;

    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe(metrics.registry.contentType);
    expect(scrape.headers.get('cache-control')).toBe('no-store');
    expect(await scrape.text()).toContain('http_requests_total{method="GET",route="/",status="200"} 1');

    expect((await fetch(`${base}/metrics?format=json`)).status).toBe(200);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/extra`)).status).toBe(404);
    const post = await fetch(`${base}/metrics`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves the process running when its port is taken', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const metrics = createWebMetrics();
    server = serveMetrics(metrics.registry, 0, '127.0.0.1');
    const taken = serveMetrics(metrics.registry, await listeningPort(server), '127.0.0.1');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0]?.[0]).toMatch(/web metrics: cannot serve on 127\.0\.0\.1:\d+/);
    expect(taken.listening).toBe(false);
  });
});
