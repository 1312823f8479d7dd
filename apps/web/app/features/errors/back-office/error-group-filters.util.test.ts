import { describe, expect, it } from 'vitest';
import { errorGroupFilters, errorGroupQuery, errorGroupsPageSearch } from './error-group-filters.util';

const filtersOf = (search: string) => errorGroupFilters(new URLSearchParams(search));

describe('errorGroupFilters', () => {
  it('shows the open groups, last seen first, on page 1 by default', () => {
    expect(filtersOf('')).toEqual({ status: 'open', source: null, sort: 'lastSeen', page: 1 });
  });

  it('reads what the form sends, "all" and an empty source included', () => {
    expect(filtersOf('status=all&source=&sort=count&page=3')).toEqual({
      status: 'all',
      source: null,
      sort: 'count',
      page: 3,
    });
    expect(filtersOf('status=resolved&source=web')).toMatchObject({ status: 'resolved', source: 'web' });
  });

  it('takes values the form never offers as left out, and keeps the page within the API’s range', () => {
    expect(filtersOf('status=geloest&source=mobile&sort=name&page=-2')).toEqual(filtersOf(''));
    expect(filtersOf('page=1.5').page).toBe(1);
    expect(filtersOf('page=abc').page).toBe(1);
    expect(filtersOf('page=5000').page).toBe(1000);
  });
});

describe('errorGroupQuery', () => {
  it('leaves the status out for "all" and the source out for every source', () => {
    expect(errorGroupQuery({ status: 'all', source: null, sort: 'count', page: 2 })).toEqual({
      sort: 'count',
      page: 2,
    });
    expect(errorGroupQuery({ status: 'open', source: 'api', sort: 'lastSeen', page: 1 })).toEqual({
      status: 'open',
      source: 'api',
      sort: 'lastSeen',
      page: 1,
    });
  });
});

describe('errorGroupsPageSearch', () => {
  it('keeps the filters on every page and leaves page 1 out', () => {
    const filters = { status: 'resolved', source: 'browser', sort: 'count', page: 2 } as const;
    expect(errorGroupsPageSearch(filters, 3)).toBe('?status=resolved&source=browser&sort=count&page=3');
    expect(errorGroupsPageSearch(filters, 1)).toBe('?status=resolved&source=browser&sort=count');
    expect(errorGroupFilters(new URLSearchParams(errorGroupsPageSearch(filters, 3)))).toEqual({
      ...filters,
      page: 3,
    });
  });
});
