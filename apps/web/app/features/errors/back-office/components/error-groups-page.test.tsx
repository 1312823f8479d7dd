import type { ErrorGroupPageOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import type { ErrorGroupFilters } from '../error-group-filters.util';
import { ERROR_GROUP_FIXTURE } from '../error-trace.fixture';
import { ErrorGroupsPage } from './error-groups-page';

const LONG_MESSAGE = `Error: Das Angebot für die Postleitzahl <num> konnte nicht geladen werden, ${'weil der Händler nicht antwortet, '.repeat(8)}Ende`;
const PAGE: ErrorGroupPageOutput = {
  rows: [
    ERROR_GROUP_FIXTURE,
    {
      ...ERROR_GROUP_FIXTURE,
      id: 13,
      source: 'api',
      message: LONG_MESSAGE,
      culprit: 'offers.service.ts in calculate',
      status: 'resolved',
      occurrenceCount: 1204,
    },
  ],
  total: 120,
  page: 2,
  pageCount: 3,
};
const FILTERS: ErrorGroupFilters = { status: 'all', source: 'api', sort: 'count', page: 2 };

describe('ErrorGroupsPage', () => {
  it('lists each group with its link, place, source, figures and status', async () => {
    renderRoute(() => <ErrorGroupsPage filters={FILTERS} page={PAGE} error={null} />, {
      site: testSite('at'),
      path: '/at/support/fehler',
    });

    const first = await screen.findByRole('link', { name: ERROR_GROUP_FIXTURE.message });
    expect(first.getAttribute('href')).toBe('/at/support/fehler/12');
    expect(first.getAttribute('title')).toBeNull();
    const rows = screen.getAllByRole('row');
    const second = rows[2];
    if (!second) throw new Error('no second row');
    const cells = within(second);
    const shortened = cells.getByRole('link');
    expect(shortened.textContent?.endsWith('…')).toBe(true);
    expect(shortened.getAttribute('title')).toBe(LONG_MESSAGE);
    expect(cells.getByText('offers.service.ts in calculate').tagName).toBe('CODE');
    expect(cells.getByText('API')).toBeTruthy();
    expect(cells.getByText('1.204')).toBeTruthy();
    expect(cells.getByText('Behoben')).toBeTruthy();
    expect(screen.getByText('120 Fehlergruppen, Seite 2 von 3')).toBeTruthy();
  });

  it('pages with the filters kept and shows them in the form', async () => {
    renderRoute(() => <ErrorGroupsPage filters={FILTERS} page={PAGE} error={null} />, {
      path: '/support/fehler',
    });

    const pages = await screen.findByRole('navigation', { name: 'Seiten der Fehlerliste' });
    expect(
      within(pages)
        .getByRole('link', { name: /Zurück/ })
        .getAttribute('href'),
    ).toBe('/support/fehler?status=all&source=api&sort=count');
    expect(
      within(pages)
        .getByRole('link', { name: /Weiter/ })
        .getAttribute('href'),
    ).toBe('/support/fehler?status=all&source=api&sort=count&page=3');
    const form = screen.getByRole('form', { name: 'Fehler filtern' });
    expect(within(form).getByLabelText<HTMLSelectElement>('Status').value).toBe('all');
    expect(within(form).getByLabelText<HTMLSelectElement>('Quelle').value).toBe('api');
    expect(within(form).getByLabelText<HTMLSelectElement>('Sortierung').value).toBe('count');
  });

  it('says so when no group matches', async () => {
    const empty = { rows: [], total: 0, page: 1, pageCount: 1 };
    renderRoute(() => <ErrorGroupsPage filters={{ ...FILTERS, status: 'open' }} page={empty} error={null} />);

    expect(await screen.findByText('Keine offene Fehlergruppe passt zu diesen Filtern.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Seiten der Fehlerliste' })).toBeNull();
  });
});
