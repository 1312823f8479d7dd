import { type QueryFunction, type QueryKey, queryOptions, type skipToken } from '@tanstack/react-query';

interface FetchOptions<TData, TKey extends QueryKey> {
  readonly queryKey: TKey;
  readonly queryFn?: QueryFunction<TData, TKey> | typeof skipToken;
  readonly staleTime?: number;
}

/** The HTTP status in the API's error body (ErrorResponse), if the error is one. */
export function errorStatusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** The API's error body (ErrorResponse) says 404. */
export function isNotFoundError(error: unknown): boolean {
  return errorStatusOf(error) === 404;
}

/**
 * A query whose failures `recover` may turn into data: spec 2 §8 wants a 404 of the news and dealer calls
 * as null, and a failed price or cross-link call as an empty object.
 */
export function recoverQuery<TData, TKey extends QueryKey, TFallback>(
  options: FetchOptions<TData, TKey>,
  recover: (error: unknown) => TFallback,
) {
  const { queryFn } = options;
  return queryOptions<TData | TFallback, Error, TData | TFallback, TKey>({
    queryKey: options.queryKey,
    ...(options.staleTime !== undefined && { staleTime: options.staleTime }),
    queryFn: async (context) => {
      if (typeof queryFn !== 'function') throw new Error('the generated query has no queryFn');
      try {
        return await queryFn(context);
      } catch (error) {
        return recover(error);
      }
    },
  });
}

/** 404 → null; other errors stay errors. */
export function nullOnNotFound(error: unknown): null {
  if (isNotFoundError(error)) return null;
  throw error;
}

/** Any failure → {} (logged): the page shows the block empty rather than failing. */
export function emptyOnError(error: unknown): Record<string, never> {
  console.error('optional content failed to load', error);
  return {};
}
