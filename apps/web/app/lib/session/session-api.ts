import { hasOrders, refreshToken, renewSession, signInWithCookie, signOut } from '@fuel/api-client';
import { apiBaseUrl } from '../api/api-base-url';
import { apiOutcome } from './api-outcome.util';
import type { SessionApi } from './session-controller';

/** The session calls of spec 2 §7 through the generated client. */
export const sessionApi: SessionApi = {
  refresh: (currentToken) =>
    apiOutcome(refreshToken({ baseUrl: apiBaseUrl(), body: { CurrentToken: currentToken } })),
  logout: () => apiOutcome(signOut({ baseUrl: apiBaseUrl() })),
  renew: () => apiOutcome(renewSession({ baseUrl: apiBaseUrl() })),
  cookieLogin: (authCookieValue) =>
    apiOutcome(
      signInWithCookie({ baseUrl: apiBaseUrl(), body: { Type: 'legacy', AuthCookieValue: authCookieValue } }),
    ),
  hasOrders: () => apiOutcome(hasOrders({ baseUrl: apiBaseUrl() })),
};
