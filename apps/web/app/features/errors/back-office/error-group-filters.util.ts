import {
  ERROR_GROUP_SORTS,
  ERROR_GROUP_STATUSES,
  ERROR_SOURCES,
  type ErrorGroupSort,
  type ErrorGroupStatus,
  type ErrorSource,
} from '@fuel/domain/errors';

/** The list's status filter: the API's statuses, and both ('all'; the API's "left out"). */
export type ErrorStatusFilter = ErrorGroupStatus | 'all';

/** The group list's filters as the address carries them (a GET form and the page links). */
export interface ErrorGroupFilters {
  /** Open groups unless asked otherwise: what still needs looking at. */
  readonly status: ErrorStatusFilter;
  /** Null: every source. */
  readonly source: ErrorSource | null;
  readonly sort: ErrorGroupSort;
  readonly page: number;
}

/** The API pages up to 1,000 (beyond it refuses). */
const MAX_PAGE = 1000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The filters of the address; a value the form never offers (an edited address) counts as left out, so the
 * page shows the default list instead of the API's refusal.
 */
export function errorGroupFilters(params: URLSearchParams): ErrorGroupFilters {
  const page = Number(params.get('page'));
  return {
    status:
      params.get('status') === 'all' ? 'all' : (oneOf(ERROR_GROUP_STATUSES, params.get('status')) ?? 'open'),
    source: oneOf(ERROR_SOURCES, params.get('source')) ?? null,
    sort: oneOf(ERROR_GROUP_SORTS, params.get('sort')) ?? 'lastSeen',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The API's query of the filters. */
export function errorGroupQuery(filters: ErrorGroupFilters): {
  status?: ErrorGroupStatus;
  source?: ErrorSource;
  sort: ErrorGroupSort;
  page: number;
} {
  return {
    ...(filters.status !== 'all' && { status: filters.status }),
    ...(filters.source && { source: filters.source }),
    sort: filters.sort,
    page: filters.page,
  };
}

/** The query string of one page of the list with the same filters (as the form would send them). */
export function errorGroupsPageSearch(filters: ErrorGroupFilters, page: number): string {
  const params = new URLSearchParams({
    status: filters.status,
    source: filters.source ?? '',
    sort: filters.sort,
  });
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}
