import { JS_ERROR_REPORT_LIMITS as LIMITS } from '@fuel/domain/errors';
import { describe, expect, it } from 'vitest';
import { type FailedRequest, serverErrorReport, withoutQueryValues } from './server-error-report.ts';

const FAILED: FailedRequest = {
  requestId: '5b0e4c4e-8f0a-4d0c-9a57-2f1c1d9a3e11',
  method: 'GET',
  url: '/heizoelpreise/bayern/80331?email=jana.schmidt%40example.de&plz=80331',
  route: '/heizoelpreise/:stateName/:countyOrCityZipCode?/:cityZipCode?',
  status: 500,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/135.0',
  error: undefined,
  occurredAt: new Date('2025-03-14T09:26:53.589Z'),
};

describe('withoutQueryValues', () => {
  it('keeps the path and the query’s names, drops the values and the fragment', () => {
    expect(withoutQueryValues('/suche?plz=80331&email=a%40b.de&flag')).toBe('/suche?plz=&email=&flag=');
    expect(withoutQueryValues('/neues-kennwort-setzen?token=abc=def#x')).toBe(
      '/neues-kennwort-setzen?token=',
    );
    expect(withoutQueryValues('/heizoelpreise')).toBe('/heizoelpreise');
    expect(withoutQueryValues('/heizoelpreise?')).toBe('/heizoelpreise');
    expect(withoutQueryValues('/a?x=1?y=2&&z')).toBe('/a?x=&z=');
  });
});

describe('serverErrorReport', () => {
  it('carries the error’s message and stack, and its cause’s', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'Steps')", {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:3001'),
    });
    const report = serverErrorReport({ ...FAILED, error });
    expect(report).toEqual({
      requestId: FAILED.requestId,
      method: 'GET',
      path: '/heizoelpreise/bayern/80331?email=&plz=',
      status: 500,
      message: "TypeError: Cannot read properties of undefined (reading 'Steps')",
      stack: expect.stringMatching(/^TypeError: Cannot read[\s\S]*server-error-report\.test\.ts/),
      userAgent: FAILED.userAgent,
      occurredAt: '2025-03-14T09:26:53.589Z',
    });
    expect(report?.stack).toContain('\nCaused by: Error: connect ECONNREFUSED 127.0.0.1:3001');
  });

  it("names the stack's files relative to the web app's folder", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'stepValues')");
    error.stack = [
      "TypeError: Cannot read properties of undefined (reading 'stepValues')",
      '    at readSessionAnswers (/srv/fuel/apps/web/app/features/leads/guide-session.server.ts:57:69)',
      '    at async callRouteHandler (file:///srv/fuel/apps/web/node_modules/react-router/dist/data.js:14:15)',
      '    at async Promise.all (index 2)',
    ].join('\n');
    expect(serverErrorReport({ ...FAILED, error }, '/srv/fuel/apps/web')?.stack).toBe(
      [
        "TypeError: Cannot read properties of undefined (reading 'stepValues')",
        '    at readSessionAnswers (app/features/leads/guide-session.server.ts:57:69)',
        '    at async callRouteHandler (node_modules/react-router/dist/data.js:14:15)',
        '    at async Promise.all (index 2)',
      ].join('\n'),
    );
  });

  it('names status, method and route template when no error was handed over', () => {
    const report = serverErrorReport({ ...FAILED, status: 503 });
    expect(report?.message).toBe(
      'HTTP 503 GET /heizoelpreise/:stateName/:countyOrCityZipCode?/:cityZipCode?',
    );
    expect(report).not.toHaveProperty('stack');
    // A fixed label says less than the path itself.
    expect(serverErrorReport({ ...FAILED, route: 'static', url: '/favicon.ico?v=2' })?.message).toBe(
      'HTTP 500 GET /favicon.ico',
    );
    expect(serverErrorReport({ ...FAILED, error: { status: 500 } })?.message).toMatch(/^HTTP 500 GET \//);
    expect(serverErrorReport({ ...FAILED, error: 'Kein Markt geladen' })?.message).toBe('Kein Markt geladen');
  });

  it('cuts every text to what the API takes, and leaves out a missing user agent', () => {
    const error = new Error('x'.repeat(LIMITS.message * 2));
    error.stack = 'y'.repeat(LIMITS.stack * 2);
    const report = serverErrorReport({
      ...FAILED,
      url: `/${'z'.repeat(LIMITS.url * 2)}`,
      userAgent: 'u'.repeat(LIMITS.userAgent * 2),
      error,
    });
    expect(report?.message).toHaveLength(LIMITS.message);
    expect(report?.stack).toHaveLength(LIMITS.stack);
    expect(report?.path).toHaveLength(LIMITS.url);
    expect(report?.userAgent).toHaveLength(LIMITS.userAgent);
    expect(serverErrorReport({ ...FAILED, userAgent: undefined })).not.toHaveProperty('userAgent');
  });

  it('sends nothing for a method the API does not take', () => {
    expect(serverErrorReport({ ...FAILED, method: 'PROPFIND' })).toBeUndefined();
    expect(serverErrorReport({ ...FAILED, method: 'POST' })?.method).toBe('POST');
  });
});
