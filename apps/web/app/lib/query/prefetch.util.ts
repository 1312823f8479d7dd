import { type DehydratedState, type Query, type QueryClient, dehydrate } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
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
 * Runs the prefetches against the request's QueryClient and returns its dehydrated state, for a loader
 * to hand to <HydrationBoundary>.
 */
export async function prefetchAndDehydrate(
  context: Readonly<RouterContextProvider>,
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const queryClient = context.get(queryClientContext);
  await prefetch(queryClient);
  return dehydrate(queryClient, { shouldDehydrateQuery });
}
