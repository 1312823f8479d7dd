import { type ReactNode, createContext, use } from 'react';
import { type ApiClient, browserApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient>(browserApiClient);

/** The server render gets the request's client (entry.server.tsx); the browser keeps its one client. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client for components: queries and mutations take it from here. */
export function useApiClient(): ApiClient {
  return use(ApiClientContext);
}
