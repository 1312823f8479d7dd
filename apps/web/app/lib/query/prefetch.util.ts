import { type DehydratedState, type Query, type QueryClient, dehydrate } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '../api/api-client';
import { apiClientContext } from '../api/api-client.context';
import { queryClientContext } from './query-client.context';

const SERVER_RENDERED_ERROR_META_KEY = 'serverRenderedError';

/**
 * Options for a query whose error the server renders and the browser keeps after hydration (no
 * refetch on mount), so the server HTML and the hydrated page agree and work without JavaScript.
 */
export const SERVER_RENDERED_ERROR = {
  meta: { [SERVER_RENDERED_ERROR_META_KEY]: true },
  retryOnMount: false,
} as const;

/** Successes, and the errors of queries marked with SERVER_RENDERED_ERROR. */
function shouldDehydrateQuery(query: Query): boolean {
  const { status } = query.state;
  return (
    status === 'success' || (status === 'error' && query.meta?.[SERVER_RENDERED_ERROR_META_KEY] === true)
  );
}

/**
 * Runs the prefetches against the request's QueryClient with the request's API client and returns the
 * dehydrated state, for a loader to hand to <HydrationBoundary>.
 */
export async function prefetchAndDehydrate(
  context: Readonly<RouterContextProvider>,
  prefetch: (queryClient: QueryClient, api: ApiClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const queryClient = context.get(queryClientContext);
  await prefetch(queryClient, context.get(apiClientContext));
  return dehydrate(queryClient, { shouldDehydrateQuery });
}
