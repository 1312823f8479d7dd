import { type QueryFunctionContext, type UseMutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';

/**
 * The generated query keys carry the client's baseUrl (API_URL on the server, '' in the browser) and any
 * headers, so data prefetched by a loader would never match the browser's queries. These wrappers build
 * the query options from the generated factories with a key WITHOUT baseUrl and headers and fetch with the
 * client of the side they run on (the request's on the server, the browser's one). Headers are the side's
 * too: a loader passes the request's bearer token, the browser's client adds its own session headers
 * (session/api-client-auth.ts).
 */

/** The request parts that identify a call; the same shape as the generated keys, minus baseUrl. */
export interface ApiQueryKeyPart {
  readonly _id: string;
  readonly path?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
}

interface ApiRequestOptions {
  readonly client?: ApiClient;
  readonly headers?: unknown;
  readonly path?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
}

interface GeneratedQueryOptions {
  readonly queryKey: readonly [
    { readonly _id: string; readonly baseUrl?: unknown; readonly headers?: unknown },
  ];
}

/** For GET endpoints: wraps a generated `…Options()` factory such as getCalculatorInitOptions. */
export function apiQueryOptions<TOptions extends ApiRequestOptions, TResult extends GeneratedQueryOptions>(
  api: ApiClient,
  generatedOptions: (options: TOptions) => TResult,
  options: TOptions,
): TResult {
  const generated = generatedOptions({ ...options, client: api });
  const [{ baseUrl: _baseUrl, headers: _headers, ...keyPart }] = generated.queryKey;
  // The generated queryFn spreads the key over its options, so the client and headers of `options` stay in force.
  return { ...generated, queryKey: [keyPart] as unknown as TResult['queryKey'] };
}

/**
 * For POST endpoints that answer like a read (berechnen, upselling, zip checks): the generator only
 * emits `…Mutation()` factories for them, so the query calls their mutationFn.
 */
export function apiPostQueryOptions<TData, TError, TVariables extends ApiRequestOptions>(
  api: ApiClient,
  id: string,
  generatedMutation: (options?: { client?: ApiClient }) => UseMutationOptions<TData, TError, TVariables>,
  variables: TVariables,
) {
  const keyPart: ApiQueryKeyPart = {
    _id: id,
    ...(variables.path !== undefined && { path: variables.path }),
    ...(variables.query !== undefined && { query: variables.query }),
    ...(variables.body !== undefined && { body: variables.body }),
  };
  return queryOptions<TData, TError, TData, readonly [ApiQueryKeyPart]>({
    queryKey: [keyPart],
    queryFn: ({ client, signal, meta }: QueryFunctionContext<readonly [ApiQueryKeyPart]>) => {
      const { mutationFn } = generatedMutation({ client: api });
      if (!mutationFn) throw new Error(`${id}: the generated mutation has no mutationFn`);
      return mutationFn({ ...variables, signal }, { client, meta });
    },
  });
}
