import type { MiddlewareFunction } from 'react-router';
import { createApiClient } from './api-client';
import { apiClientContext } from './api-client.context';
import { DEFAULT_API_URL } from './api-url.constant';

/** One API client per request: loaders, actions and the server render call the API at API_URL directly. */
export const apiClientMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(apiClientContext, createApiClient({ baseUrl: process.env.API_URL ?? DEFAULT_API_URL }));
  return next();
};
