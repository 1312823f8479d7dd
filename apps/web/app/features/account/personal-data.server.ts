import { type AccountUserOutput, getAccountSession } from '@fuel/api-client';
import { apiBaseUrl } from '../api/api-base-url';
import { validAccessToken } from '../session/session-cookies.util';
import { signInRedirect } from '../orders/order-session.server';

/** The signed-in user's account, or a redirect to the sign-in that returns here. */
export async function loadAccountUser(request: Request, basePath: string): Promise<AccountUserOutput> {
  const cookie = request.headers.get('Cookie');
  const token = validAccessToken(cookie, Math.floor(Date.now() / 1000));
  if (!token) throw signInRedirect(request, basePath);
  const { data } = await getAccountSession({
    baseUrl: apiBaseUrl(),
    headers: { Authorization: `Bearer ${token}`, ...(cookie && { Cookie: cookie }) },
  });
  if (!data?.User) throw signInRedirect(request, basePath);
  return data.User;
}
