import { client as generatedClient, type Options } from '@fuel/api-client';

/** The generated client's type (the package exports its instance, not the type). */
export type ApiClient = NonNullable<Options['client']>;

/** What a client of its own sets; everything else is the generated client's. */
interface ApiClientConfig {
  readonly baseUrl: string;
}

/**
 * The browser's one client: the API on this origin (`/api`, proxied by server.ts) with the session's
 * headers, which `installApiClientAuth` adds at start.
 */
export const browserApiClient: ApiClient = generatedClient;

/**
 * A client with its own configuration (a server request's: API_URL). It sends through the generated
 * client's transport with that configuration on every call, so requests never share or change each
 * other's settings.
 */
export function createApiClient(own: ApiClientConfig, transport: ApiClient = generatedClient): ApiClient {
  return {
    ...transport,
    getConfig: () => ({ ...transport.getConfig(), ...own }),
    setConfig: () => {
      throw new Error('A client of its own is configured once, when it is created.');
    },
    buildUrl: (options) => transport.buildUrl({ ...own, ...options }),
    request: (options) => transport.request({ ...own, ...options }),
    connect: (options) => transport.connect({ ...own, ...options }),
    delete: (options) => transport.delete({ ...own, ...options }),
    get: (options) => transport.get({ ...own, ...options }),
    head: (options) => transport.head({ ...own, ...options }),
    options: (options) => transport.options({ ...own, ...options }),
    patch: (options) => transport.patch({ ...own, ...options }),
    post: (options) => transport.post({ ...own, ...options }),
    put: (options) => transport.put({ ...own, ...options }),
    trace: (options) => transport.trace({ ...own, ...options }),
    sse: {
      connect: (options) => transport.sse.connect({ ...own, ...options }),
      delete: (options) => transport.sse.delete({ ...own, ...options }),
      get: (options) => transport.sse.get({ ...own, ...options }),
      head: (options) => transport.sse.head({ ...own, ...options }),
      options: (options) => transport.sse.options({ ...own, ...options }),
      patch: (options) => transport.sse.patch({ ...own, ...options }),
      post: (options) => transport.sse.post({ ...own, ...options }),
      put: (options) => transport.sse.put({ ...own, ...options }),
      trace: (options) => transport.sse.trace({ ...own, ...options }),
    },
  };
}
