import { validAccessToken } from './session-cookies.util';

/**
 * The bearer header of the signed-in visitor for API calls made while rendering. Only the token is sent,
 * not the cookies: the API then needs no CSRF header, which only cookie-authenticated calls require.
 */
export function bearerHeaders(request: Request): { Authorization: string } | undefined {
  const token = validAccessToken(request.headers.get('Cookie'), Math.floor(Date.now() / 1000));
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}
