import { listCmsNews, listCmsPages } from '@fuel/api-client';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PAGE_KINDS, PUBLICATION_STATES, type PageKind, type PublicationState } from '@fuel/domain/content';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import type { CmsListView } from './cms-paths.constant';
import type { CmsNewsList, CmsPageRow } from './cms-types';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Die Inhalte konnten nicht geladen werden. Bitte versuchen Sie es erneut.';
const Q_MAX_LENGTH = 100;

export interface CmsListFilters {
  readonly view: CmsListView;
  readonly countryId: CountryId | null;
  readonly kind: PageKind | null;
  readonly state: PublicationState | null;
  readonly q: string;
  /** The news list's page (1-based). */
  readonly page: number;
}

export interface CmsListData {
  readonly filters: CmsListFilters;
  /** The page tree (tree order); empty on the news tab. */
  readonly pages: readonly CmsPageRow[];
  /** The news of the filter's page; null on the pages tab. */
  readonly news: CmsNewsList | null;
  readonly notice: string | null;
  readonly error: string | null;
}

function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | null {
  return values.find((value) => String(value) === raw) ?? null;
}

/** The list's filters from its address; anything unknown is left out rather than refused. */
export function cmsListFilters(params: URLSearchParams): CmsListFilters {
  const page = Number(params.get('seite'));
  return {
    view: params.get('ansicht') === 'news' ? 'news' : 'seiten',
    countryId: oneOf(COUNTRY_IDS, params.get('countryId')),
    kind: oneOf(PAGE_KINDS, params.get('kind')),
    state: oneOf(PUBLICATION_STATES, params.get('state')),
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX_LENGTH),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The list's address for a news page, the filters kept. */
export function cmsNewsPageSearch(filters: CmsListFilters, page: number): string {
  const params = new URLSearchParams({ ansicht: 'news' });
  if (filters.countryId) params.set('countryId', String(filters.countryId));
  if (filters.state) params.set('state', filters.state);
  if (filters.q) params.set('q', filters.q);
  if (page > 1) params.set('seite', String(page));
  return `?${params.toString()}`;
}

/** What a redirect to the list says (post/redirect/get: `?geloescht=1`). */
const NOTICES: Readonly<Record<string, string>> = {
  geloescht: 'Die Seite ist gelöscht.',
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
