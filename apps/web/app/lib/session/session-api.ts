import { hasOrders, refreshToken, renewSession, signInWithCookie, signOut } from '@fuel/api-client';
import type { ApiClient } from '../api/api-client';
import { apiOutcome } from './api-outcome.util';
import type { SessionApi } from './session-controller';

/** The session calls of spec 2 §7 through the browser's client. */
export function sessionApiOf(client: ApiClient): SessionApi {
  return {
    refresh: (currentToken) => apiOutcome(refreshToken({ client, body: { CurrentToken: currentToken } })),
    logout: () => apiOutcome(signOut({ client })),
    renew: () => apiOutcome(renewSession({ client })),
    cookieLogin: (authCookieValue) =>
      apiOutcome(signInWithCookie({ client, body: { Type: 'legacy', AuthCookieValue: authCookieValue } })),
    hasOrders: () => apiOutcome(hasOrders({ client })),
  };
}
