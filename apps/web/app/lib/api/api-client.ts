import { client, type Options } from '@fuel/api-client';

/** The generated client's type (the package exports its instance, not the type). */
export type ApiClient = NonNullable<Options['client']>;

/**
 * The browser's one client: the API on this origin (`/api`, proxied by server.ts) with the session's
 * headers, which `installApiClientAuth` adds at start.
 */
export const browserApiClient: ApiClient = client;
