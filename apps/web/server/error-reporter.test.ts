// @vitest-environment node
import type { ServerErrorReportInput } from '@fuel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TRACE_TOKEN_HEADER, SERVER_ERROR_REPORT_PATH, createErrorReporter } from './error-reporter.ts';
import { type FakeApi, startFakeApi } from './fake-api.fixture.ts';

const TOKEN = 'c2f1e0d9b8a7968574636251403f2e1d0c1b2a39485766';
const REPORT: ServerErrorReportInput = {
  requestId: '0f5e2b1c-7d4a-4e8b-9c3d-6a1b2c3d4e5f',
  method: 'GET',
  path: '/heizoel-verbrauchsvergleich',
  status: 500,
  message: 'SyntaxError: Unexpected token < in JSON at position 0',
  stack:
    'SyntaxError: Unexpected token < in JSON at position 0\n    at loadConsumptionGuide (app/features/leads/guide.server.ts:46:3)',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/133.0.0.0',
  occurredAt: '2025-03-14T09:26:53.589Z',
};

let api: FakeApi | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

describe('createErrorReporter', () => {
  it('posts the report to the API with the token and the request id, and returns at once', async () => {
    api = await startFakeApi(204);
    const warn = vi.fn<(line: string) => void>();
    const report = createErrorReporter({ apiUrl: api.url, token: TOKEN, warn });

    expect(report(REPORT)).toBeUndefined();
    await vi.waitFor(() => expect(api?.received).toHaveLength(1));
    const [received] = api.received;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe(SERVER_ERROR_REPORT_PATH);
    expect(received?.headers[ERROR_TRACE_TOKEN_HEADER]).toBe(TOKEN);
    expect(received?.headers['x-request-id']).toBe(REPORT.requestId);
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual(REPORT);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends nothing without a token, and says so once when created', () => {
    const send = vi.spyOn(globalThis, 'fetch');
    const warn = vi.fn<(line: string) => void>();
    const report = createErrorReporter({ apiUrl: 'http://127.0.0.1:1', token: undefined, warn });
    report(REPORT);
    report(REPORT);
    expect(send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/ERROR_TRACE_TOKEN is not set/);
    createErrorReporter({ apiUrl: 'http://127.0.0.1:1', token: '', warn });
    expect(send).not.toHaveBeenCalled();
  });

  it('logs a refused report once a minute, counting the rest, and never the token', async () => {
    api = await startFakeApi(401);
    let time = 5_000_000;
    const warn = vi.fn<(line: string) => void>();
    const report = createErrorReporter({ apiUrl: api.url, token: TOKEN, warn, now: () => time });

    for (let i = 0; i < 3; i += 1) report(REPORT);
    await vi.waitFor(() => expect(api?.received).toHaveLength(3));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    time += 60_000;
    report(REPORT);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));

    const lines = warn.mock.calls.map(([line]) => line);
    expect(lines[0]).toBe('error trace: a 5xx report did not reach the API (HTTP 401)');
    expect(lines[1]).toBe(
      'error trace: a 5xx report did not reach the API (HTTP 401); 2 more since the last such line',
    );
    for (const line of lines) expect(line).not.toContain(TOKEN);
  });

  it('logs an API that cannot be reached, with the reason', async () => {
    api = await startFakeApi(204);
    const { url } = api;
    await api.close();
    api = undefined;
    const warn = vi.fn<(line: string) => void>();
    createErrorReporter({ apiUrl: url, token: TOKEN, warn })(REPORT);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/did not reach the API \(fetch failed: .*ECONNREFUSED/);
  });

  it('gives up on an API that does not answer', async () => {
    api = await startFakeApi('hang');
    const warn = vi.fn<(line: string) => void>();
    createErrorReporter({ apiUrl: api.url, token: TOKEN, warn, timeoutMs: 200 })(REPORT);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/did not reach the API \(.*timeout/);
  });

  it('drops reports beyond 20 under way, and sends again once they are done', async () => {
    api = await startFakeApi('hang');
    const warn = vi.fn<(line: string) => void>();
    const report = createErrorReporter({ apiUrl: api.url, token: TOKEN, warn, timeoutMs: 500 });

    for (let i = 0; i < 25; i += 1) report(REPORT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/20 reports still under way/);
    await vi.waitFor(() => expect(api?.received).toHaveLength(20));
    await vi.waitFor(
      () => {
        report(REPORT);
        expect(api?.received.length).toBeGreaterThan(20);
      },
      { timeout: 5_000, interval: 200 },
    );
  });
});
