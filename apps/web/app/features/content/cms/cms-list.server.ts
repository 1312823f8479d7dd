import { listCmsNews, listCmsPages } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { type CmsListFilters, cmsListFilters } from './cms-list.util';
import { CMS_NEWS_DELETED_QUERY } from './cms-paths.constant';
import type { CmsNewsList, CmsPageRow } from './cms-types';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Die Inhalte konnten nicht geladen werden. Bitte versuchen Sie es erneut.';

export interface CmsListData {
  readonly filters: CmsListFilters;
  /** The page tree (tree order); empty on the news tab. */
  readonly pages: readonly CmsPageRow[];
  /** The news of the filter's page; null on the pages tab. */
  readonly news: CmsNewsList | null;
  readonly notice: string | null;
  readonly error: string | null;
}

/** What a redirect to the list says (post/redirect/get: `?geloescht=1`). */
const NOTICES: Readonly<Record<string, string>> = {
  geloescht: 'Die Seite ist gelöscht.',
  [CMS_NEWS_DELETED_QUERY]: 'Der Artikel ist gelöscht.',
};

/** `/support/cms/list`: the page tree (Seiten) or one page of news (News), by the address's filters. */
export async function loadCmsList(request: Request, context: Context): Promise<CmsListData> {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const params = new URL(request.url).searchParams;
  const filters = cmsListFilters(params);
  const notice = Object.keys(NOTICES).find((key) => params.has(key));
  const base = { filters, notice: notice ? (NOTICES[notice] ?? null) : null };
  const common = {
    ...(filters.countryId ? { countryId: filters.countryId } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
  if (filters.view === 'news') {
    const result = await listCmsNews({ client, headers, query: { ...common, page: filters.page } });
    if (result.data) return { ...base, pages: [], news: result.data, error: null };
    const status = result.response?.status;
    if (status === 401 || status === 403) refusedPage(status);
    return { ...base, pages: [], news: null, error: errorText(result.error, FAILED) };
  }
  const result = await listCmsPages({
    client,
    headers,
    query: { ...common, ...(filters.kind ? { kind: filters.kind } : {}) },
  });
  if (result.data) return { ...base, pages: result.data.items, news: null, error: null };
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return { ...base, pages: [], news: null, error: errorText(result.error, FAILED) };
}
