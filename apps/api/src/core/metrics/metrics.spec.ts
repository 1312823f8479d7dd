import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { cachePrefixLabel } from '../cache/cache.service.js';
import { HttpMetrics, methodLabel, routeLabel, UNMATCHED_ROUTE } from './http-metrics.js';
import { cameThroughProxy } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';

describe('labels of bounded cardinality', () => {
  it('labels a request by its route template, with the router it is mounted on', () => {
    expect(routeLabel({ baseUrl: '', route: { path: '/api/site/:countryId/dealers/:id' } })).toBe(
      '/api/site/:countryId/dealers/:id',
    );
    expect(routeLabel({ baseUrl: '/api/docs', route: { path: '/swagger-ui-init.js' } })).toBe(
      '/api/docs/swagger-ui-init.js',
    );
  });

  it('labels a request without a route, or with only a middleware wildcard, as unmatched', () => {
    expect(routeLabel({ baseUrl: '', route: undefined })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ baseUrl: '', route: { path: '{/*splat}' } })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ baseUrl: '', route: { path: /^\/regex/ } })).toBe(UNMATCHED_ROUTE);
  });

  it('keeps the usual methods and folds the rest into one', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(methodLabel(method)).toBe(method);
    }
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel('get')).toBe('OTHER');
  });

  it("labels a cache key by its first segment when it reads like the code's prefixes", () => {
    expect(cachePrefixLabel('prices:best:1:3000')).toBe('prices');
    expect(cachePrefixLabel('dealers')).toBe('dealers');
    expect(cachePrefixLabel('12345:zip')).toBe('other');
    expect(cachePrefixLabel('Müller:1')).toBe('other');
    expect(cachePrefixLabel('')).toBe('other');
    expect(cachePrefixLabel(`${'a'.repeat(40)}:1`)).toBe('other');
  });

  it('tells a proxied request by its forwarding headers', () => {
    expect(cameThroughProxy({ headers: {} })).toBe(false);
    expect(cameThroughProxy({ headers: { 'x-forwarded-for': '198.51.100.4' } })).toBe(true);
    expect(cameThroughProxy({ headers: { 'x-forwarded-for': '' } })).toBe(true);
    expect(cameThroughProxy({ headers: { forwarded: 'for=198.51.100.4' } })).toBe(true);
  });
});

describe('HttpMetrics middleware', () => {
  const request = (route: unknown) =>
    Object.assign(new EventEmitter(), { method: 'GET', baseUrl: '', route });

  it('counts an answer once it is finished, under the route it ended on', async () => {
    const metrics = new Metrics();
    const http = new HttpMetrics(metrics);
    const req = request(undefined);
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    let passedOn = false;
    const next: NextFunction = () => {
      passedOn = true;
    };
    http.middleware(req as unknown as Request, res as unknown as Response, next);
    expect(passedOn).toBe(true);
    expect(await metrics.registry.metrics()).not.toContain('http_requests_total{');

    // The route matches after the middleware ran; the label is read when the answer ends.
    req.route = { path: '/api/site/:countryId/news-articles/:slug' };
    res.statusCode = 304;
    res.emit('finish');
    res.emit('finish');
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/site/:countryId/news-articles/:slug",status="304"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/site/:countryId/news-articles/:slug",status="304"} 1',
    );
  });
});
