import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { waitFor } from '../../../core/jobs/job-probes.fixture.js';
import { HealthService } from '../../health/health.service.js';
import type { ServerErrorReportInput } from './dto/server-error-report.input.js';
import { ErrorTraceRepository } from './error-trace.repository.js';
import { ERROR_TRACE_TOKEN_HEADER } from './error-trace.service.js';
import { CHROME_131, FIREFOX_133, traceTables, uniqueWord } from './error-trace.fixture.js';

const TOKEN = 'webserver-error-trace-token-2026-abcdefgh';
const SERVER_PATH = '/api/error-trace/server-error';

/**
 * Issue #15 point 4: the API's 5xx (recorded by the exceptions filter) and the web server's (reported with
 * ERROR_TRACE_TOKEN) join the same grouping, with their request ids.
 */
describe('server errors', () => {
  const databaseUrl = useOwnDatabase('fuel_server_errors');
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const { groupsLike, occurrencesOf } = traceTables(() => app);

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl(), errorTraceToken: TOKEN });
  });
  afterAll(async () => {
    await app.close();
  });

  it('records an API 5xx as an `api` occurrence with its request id, scrubbed, after answering', async () => {
    const word = uniqueWord();
    const requestId = `trace-${randomUUID()}`;
    const readiness = jest
      .spyOn(app.get(HealthService), 'readiness')
      .mockRejectedValueOnce(new Error(`Verbindung ${word} für karla@example.de abgebrochen`));
    const res = await http()
      .get('/api/health/ready?token=geheim-4711')
      .set('X-Request-Id', requestId)
      .set('User-Agent', CHROME_131);
    readiness.mockRestore();
    expect(res.status).toBe(500);
    expect((res.body as ErrorResponse).requestId).toBe(requestId);

    await waitFor(async () => (await groupsLike(word)).length === 1);
    const [group] = await groupsLike(word);
    expect(group).toMatchObject({
      source: 'api',
      message: `Error: Verbindung ${word} für [E-Mail] abgebrochen`,
    });
    const [occurrence] = await occurrencesOf(group?.id);
    expect(occurrence).toMatchObject({
      requestId,
      httpMethod: 'GET',
      httpStatus: 500,
      url: '/api/health/ready?token=[entfernt]',
      countryId: null,
      browser: 'Chrome 131',
    });
    expect(occurrence?.frames[0]?.file).toMatch(/^(apps|node_modules)\//);
  });

  it('answers the request when recording fails, logs it, and records the next one', async () => {
    const word = uniqueWord();
    const record = jest
      .spyOn(app.get(ErrorTraceRepository), 'record')
      .mockRejectedValueOnce(new Error('Datenbank weg'));
    const readiness = jest
      .spyOn(app.get(HealthService), 'readiness')
      .mockRejectedValueOnce(new Error(`Erster ${word}`))
      .mockRejectedValueOnce(new Error(`Zweiter ${word}`));
    expect((await http().get('/api/health/ready')).status).toBe(500);
    await waitFor(() => record.mock.calls.length === 1);
    expect((await http().get('/api/health/ready')).status).toBe(500);
    await waitFor(async () => (await groupsLike(word)).length === 1);
    readiness.mockRestore();
    record.mockRestore();
    expect((await groupsLike(word)).map((g) => g.message)).toEqual([`Error: Zweiter ${word}`]);
  });

  it('keeps at most 5 recordings under way: a fault on every request adds no transaction per request', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const record = jest.spyOn(app.get(ErrorTraceRepository), 'record').mockImplementation(() => held);
    const readiness = jest
      .spyOn(app.get(HealthService), 'readiness')
      .mockRejectedValue(new Error('Verbindung verloren'));
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => http().get('/api/health/ready')));
      expect(answers.every((res) => res.status === 500)).toBe(true);
      await waitFor(() => record.mock.calls.length === 5);
      // The 15 beyond the cap were only logged.
      expect(record.mock.calls).toHaveLength(5);
      release();
      // Once the held ones end, recording goes on.
      await waitFor(async () => {
        await http().get('/api/health/ready').expect(500);
        return record.mock.calls.length > 5;
      });
    } finally {
      release();
      readiness.mockRestore();
      record.mockRestore();
    }
  });

  const webError = (word: string): ServerErrorReportInput => ({
    requestId: `web-${randomUUID()}`,
    method: 'POST',
    path: '/ch/bestellung/adresse?email=karla%40example.de',
    status: 502,
    message: `Loader ${word}: API nicht erreichbar`,
    stack: `Error: Loader ${word}\n    at loader (file:///srv/fuel/apps/web/build/server/index.js:120:9)`,
    userAgent: FIREFOX_133,
    occurredAt: new Date(Date.now() - 2_000).toISOString(),
  });

  it('accepts the web server’s 5xx only with its token', async () => {
    const word = uniqueWord();
    const body = webError(word);
    for (const token of [undefined, '', 'falsch', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const call = http().post(SERVER_PATH);
      const res = await (token === undefined ? call : call.set(ERROR_TRACE_TOKEN_HEADER, token)).send(body);
      expect([token, res.status]).toEqual([token, 401]);
      expect((res.body as ErrorResponse).message).toContain('Webserver');
    }
    expect(await groupsLike(word)).toEqual([]);

    await http().post(SERVER_PATH).set(ERROR_TRACE_TOKEN_HEADER, TOKEN).send(body).expect(204);
    const [group] = await groupsLike(word);
    expect(group).toMatchObject({
      source: 'web',
      message: `Loader ${word}: API nicht erreichbar`,
      culprit: 'apps/web/build/server/index.js in loader',
    });
    const [occurrence] = await occurrencesOf(group?.id);
    expect(occurrence).toMatchObject({
      requestId: body.requestId,
      httpMethod: 'POST',
      httpStatus: 502,
      countryId: 3,
      url: '/ch/bestellung/adresse?email=[entfernt]',
      browser: 'Firefox 133',
    });
  });

  it('refuses bad server reports with 400', async () => {
    const bad = await http()
      .post(SERVER_PATH)
      .set(ERROR_TRACE_TOKEN_HEADER, TOKEN)
      .send({ ...webError(uniqueWord()), status: 404, requestId: '../x y', method: 'TRACE' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorResponse).fieldErrors?.map((e) => e.field).sort()).toEqual([
      'method',
      'requestId',
      'status',
    ]);
  });
});

describe('error trace without ERROR_TRACE_TOKEN', () => {
  const databaseUrl = useOwnDatabase('fuel_error_trace_off');
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl(), errorTraceToken: undefined });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses every web server report, whatever token it brings', async () => {
    for (const token of [undefined, '', 'undefined', TOKEN]) {
      const call = request(app.getHttpServer()).post(SERVER_PATH);
      const res = await (token === undefined ? call : call.set(ERROR_TRACE_TOKEN_HEADER, token)).send({
        requestId: 'r-1',
        method: 'GET',
        path: '/',
        status: 500,
        message: 'Fehler',
        occurredAt: new Date().toISOString(),
      });
      expect([token, res.status]).toEqual([token, 401]);
    }
  });
});
