import { type SiteContentBlockValues, getSiteContentBlocks } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';

/** The site's content blocks (one call the API caches); null when it fails, so the pages show the defaults. */
export async function loadSiteContentBlocks(
  context: Readonly<RouterContextProvider>,
): Promise<SiteContentBlockValues | null> {
  try {
    const result = await getSiteContentBlocks({
      client: context.get(apiClientContext),
      path: { countryId: context.get(siteContext).countryId },
    });
    if (result.data) return result.data.blocks;
    console.error('content blocks failed to load', result.response?.status);
  } catch (error) {
    console.error('content blocks failed to load', error);
  }
  return null;
}
