import { QueryClient, isServer } from '@tanstack/react-query';

const DEFAULT_STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data prefetched on the server must not be refetched right after hydration.
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: isServer ? false : 1,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server render (no data shared between requests), one per browser session. */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
