import type { QueryClient } from '@tanstack/react-query';
import { type MiddlewareFunction, createContext } from 'react-router';
import { createQueryClient } from './query-client';

/** The QueryClient of the current server request; loaders prefetch into it and dehydrate it. */
export const queryClientContext = createContext<QueryClient>();

export const queryClientMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(queryClientContext, createQueryClient());
  return next();
};
