import { type AccountUserOutput, getAccountSession } from '@fuel/api-client';
import { redirect } from 'react-router';
import { apiBaseUrl } from '../api/api-base-url';
import { validAccessToken } from '../session/session-cookies.util';
import { siteHref } from '../site/site-links.util';
import { ACCOUNT_PATHS } from './account-paths.constant';

/** The signed-in user's account, or a redirect to the sign-in that returns here. */
export async function loadAccountUser(request: Request, basePath: string): Promise<AccountUserOutput> {
  const url = new URL(request.url);
  const signIn = () =>
    redirect(
      `${siteHref({ basePath }, ACCOUNT_PATHS.signIn)}?ReturnUrl=${encodeURIComponent(url.pathname + url.search)}`,
    );
  const cookie = request.headers.get('Cookie');
  const token = validAccessToken(cookie, Math.floor(Date.now() / 1000));
  if (!token) throw signIn();
  const { data } = await getAccountSession({
    baseUrl: apiBaseUrl(),
    headers: { Authorization: `Bearer ${token}`, ...(cookie && { Cookie: cookie }) },
  });
  if (!data?.User) throw signIn();
  return data.User;
}
