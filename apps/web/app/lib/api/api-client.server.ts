import { createClient } from '@fuel/api-client';
import type { MiddlewareFunction } from 'react-router';
import { apiClientContext } from './api-client.context';
import { DEFAULT_API_URL } from './api-url.constant';

/**
 * One API client per request (a client of its own, sharing no configuration or interceptors with the
 * browser's): loaders, actions and the server render call the API at API_URL directly, under the request's
 * id (server.ts sets a safe one), so the API's log lines and error reports join the web server's.
 */
export const apiClientMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const requestId = request.headers.get('X-Request-Id');
  context.set(
    apiClientContext,
    createClient({
      baseUrl: process.env.API_URL ?? DEFAULT_API_URL,
      headers: requestId ? { 'X-Request-Id': requestId } : undefined,
    }),
  );
  return next();
};
