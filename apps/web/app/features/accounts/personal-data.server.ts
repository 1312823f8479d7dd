import { type AccountUserOutput, getAccountSession } from '@fuel/api-client';
import type { ApiClient } from '../../lib/api/api-client';
import { requireBearerHeaders, signInRedirect } from './sign-in-redirect.util';

/** The signed-in user's account, or a redirect to the sign-in that returns here. */
export async function loadAccountUser(
  api: ApiClient,
  request: Request,
  basePath: string,
): Promise<AccountUserOutput> {
  const cookie = request.headers.get('Cookie');
  const { data } = await getAccountSession({
    client: api,
    headers: { ...requireBearerHeaders(request, basePath), ...(cookie && { Cookie: cookie }) },
  });
  if (!data?.User) throw signInRedirect(request, basePath);
  return data.User;
}
