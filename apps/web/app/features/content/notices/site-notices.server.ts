import { type SiteNoticeOutput, listSiteNotices } from '@fuel/api-client';
import type { NoticePlacement } from '@fuel/domain/content';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';

/**
 * The notices a page of `placement` shows now (one call the API caches for a minute); none when the
 * placement is null (staff screens) or the call fails: a notice is never worth a broken page.
 */
export async function loadSiteNotices(
  context: Readonly<RouterContextProvider>,
  placement: NoticePlacement | null,
): Promise<SiteNoticeOutput[]> {
  if (!placement) return [];
  try {
    const result = await listSiteNotices({
      client: context.get(apiClientContext),
      path: { countryId: context.get(siteContext).countryId },
      query: { placement },
    });
    if (result.data) return result.data.items;
    console.error('site notices failed to load', result.response?.status);
  } catch (error) {
    console.error('site notices failed to load', error);
  }
  return [];
}
