import { getBackOfficeDashboard, getBackOfficePermissions } from '@fuel/api-client';
import type { Permission } from '@fuel/domain/accounts';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { siteContext } from '../../lib/site/site.context';
import { requireBearerHeaders } from '../accounts';

type Context = Readonly<RouterContextProvider>;

/**
 * The bearer headers of a back-office page: a visitor goes to the sign-in (and comes back), a signed-in user
 * without a back-office role gets the 401 page ("kein Zugang"), as the dealer portal does. The API checks
 * each call's permission again; this only decides which page to show.
 */
export function backOfficeHeaders(request: Request, context: Context): { Authorization: string } {
  return requireBearerHeaders(request, context.get(siteContext).basePath);
}

/** Maps a refused API call to the page: 404 stays the not-found page, every other refusal is "kein Zugang". */
export function refusedPage(status: number | undefined): never {
  throw data(status === 404 ? 'Not Found' : 'Unauthorized', { status: status === 404 ? 404 : 401 });
}

/** The caller's permissions (the navigation); no back-office role means the 401 page. */
export async function loadBackOfficePermissions(
  request: Request,
  context: Context,
): Promise<{ permissions: Permission[] }> {
  const headers = backOfficeHeaders(request, context);
  const result = await getBackOfficePermissions({ client: context.get(apiClientContext), headers });
  if (!result.data) refusedPage(result.response?.status);
  return { permissions: result.data.permissions };
}

/** The start page's dashboard; its sections are null where the caller lacks the permission. */
export async function loadDashboard(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const result = await getBackOfficeDashboard({ client: context.get(apiClientContext), headers });
  if (!result.data) refusedPage(result.response?.status);
  return result.data;
}
