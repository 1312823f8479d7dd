import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { LivenessOutput } from './dto/liveness.output.js';
import type { ReadinessOutput } from './dto/readiness.output.js';

describe('health (PostgreSQL + Redis)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers ok with a request id header', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' } satisfies LivenessOutput);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a harmless caller request id and replaces a hostile one', async () => {
    const kept = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('GET /api/health/ready reports database and Redis with their state', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up', kind: 'postgres' },
      redis: { status: 'up', kind: 'redis' },
    } satisfies ReadinessOutput);
  });

  it('answers an unknown route with the JSON error body', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist').expect(404);
    const body = res.body as ErrorResponse;
    expect(body).toMatchObject({ status: 404, error: 'NOT_FOUND' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 and a request id, never 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_REQUEST' });
    expect((res.body as ErrorResponse).requestId).toBe(res.headers['x-request-id']);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await request(app.getHttpServer()).get('/api/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready']));
    const ui = await request(app.getHttpServer()).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
