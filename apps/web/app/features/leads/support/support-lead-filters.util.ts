import { siteHref } from '../../../lib/site/site-links.util';
import type { SiteData } from '../../../lib/site/site.type';
import { SUPPORT_LEADS_EXPORT_PATH } from './support-lead-paths.constant';

/** The list's filter fields as the address carries them (a GET form), and its page cursor. */
const FILTERS = ['from', 'to', 'countryId', 'status', 'after'] as const;

/** The filled-in filters of the address (trimmed, blanks left out). */
export function leadFilters(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * The CSV of the filtered period (and site): the API exports a period, so without both days there is none.
 * The status and the page are the list's own; the file has every lead of the period.
 */
export function leadExportHref(
  site: Pick<SiteData, 'basePath'>,
  filters: Readonly<Record<string, string>>,
): string | null {
  const { from, to, countryId } = filters;
  if (!from || !to) return null;
  const query = new URLSearchParams({ from, to, ...(countryId && { countryId }) });
  return `${siteHref(site, SUPPORT_LEADS_EXPORT_PATH)}?${query}`;
}
