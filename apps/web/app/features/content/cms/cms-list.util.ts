import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PAGE_KINDS, PUBLICATION_STATES, type PageKind, type PublicationState } from '@fuel/domain/content';
import type { CmsListView } from './cms-paths.constant';

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
