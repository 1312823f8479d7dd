import { browserApiClient } from '../api/api-client';
import { authHeadersFor } from './auth-headers.util';

/** Browser only: every generated-client request sends credentials and the session headers. */
export function installApiClientAuth(doc: Document): void {
  browserApiClient.setConfig({ credentials: 'include' });
  browserApiClient.interceptors.request.use((request) => {
    const headers = authHeadersFor(doc.cookie, Math.floor(Date.now() / 1000));
    for (const [name, value] of Object.entries(headers)) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    return request;
  });
}
