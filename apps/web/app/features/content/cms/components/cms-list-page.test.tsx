import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { CMS_NEWS_FIXTURE, CMS_TREE_FIXTURE } from '../cms.fixture';
import type { CmsListFilters } from '../cms-list.util';
import { CmsListPage } from './cms-list-page';

const FILTERS: CmsListFilters = { view: 'seiten', countryId: null, kind: null, state: null, q: '', page: 1 };

describe('CmsListPage', () => {
  it('shows the page tree with addresses, sites, states and links to edit and preview', async () => {
    renderRoute(
      () => <CmsListPage filters={FILTERS} pages={CMS_TREE_FIXTURE} news={null} notice={null} error={null} />,
      { site: testSite('at'), path: '/at/support/cms/list' },
    );

    const tabs = await screen.findByRole('navigation', { name: 'Inhaltsarten' });
    expect(within(tabs).getByRole('link', { name: 'Seiten' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/at/support/cms/list?ansicht=news',
    );
    expect(screen.getByRole('link', { name: 'Neue Seite' }).getAttribute('href')).toBe(
      '/at/support/cms/edit',
    );

    const child = screen.getByRole('link', { name: 'Heizöl richtig lagern' });
    expect(child.getAttribute('href')).toBe('/at/support/cms/2/edit');
    const row = child.closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('/info-center/lagerung').tagName).toBe('CODE');
    expect(cells.getByText('Geplant')).toBeTruthy();
    expect(cells.getByText('Entwurf geändert')).toBeTruthy();
    expect(cells.getByText('am 01.12.2026, 06:00')).toBeTruthy();
    expect(cells.getByTitle('Deutschland').textContent).toBe('DE');
    expect(cells.getByRole('link', { name: 'Vorschau: Heizöl richtig lagern' }).getAttribute('href')).toBe(
      '/at/support/cms/2/preview',
    );
    // The child sits under its parent, indented one level.
    expect(child.parentElement?.getAttribute('style')).toContain('--depth: 1');
  });

  it('lists news on its tab with pages that keep the filters', async () => {
    renderRoute(
      () => (
        <CmsListPage
          filters={{ ...FILTERS, view: 'news', state: 'draft', page: 2 }}
          pages={[]}
          news={{
            items: [{ ...CMS_NEWS_FIXTURE, title: CMS_NEWS_FIXTURE.draft.title, featured: false }],
            total: 25,
            page: 2,
            pageCount: 3,
          }}
          notice={null}
          error={null}
        />
      ),
      { path: '/support/cms/list?ansicht=news' },
    );

    expect((await screen.findByRole('link', { name: 'News' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Heizölpreise im Winter' }).getAttribute('href')).toBe(
      '/support/cms/news/7',
    );
    expect(screen.getByRole('link', { name: 'Neuer Artikel' }).getAttribute('href')).toBe(
      '/support/cms/news/neu',
    );
    const pages = screen.getByRole('navigation', { name: 'Seiten der Newsliste' });
    expect(
      within(pages)
        .getByRole('link', { name: /Weiter/ })
        .getAttribute('href'),
    ).toBe('/support/cms/list?ansicht=news&state=draft&seite=3');
    const form = screen.getByRole('form', { name: 'News filtern' });
    expect(form.querySelector<HTMLInputElement>('input[name="ansicht"]')?.value).toBe('news');
    expect(within(form).queryByLabelText('Art')).toBeNull();
  });

  it('says so when nothing matches, and shows the API’s refusal instead', async () => {
    const { unmount } = renderRoute(() => (
      <CmsListPage filters={FILTERS} pages={[]} news={null} notice="Die Seite ist gelöscht." error={null} />
    ));
    expect(await screen.findByText('Keine Seite passt zu diesen Filtern.')).toBeTruthy();
    expect(screen.getByText('Die Seite ist gelöscht.')).toBeTruthy();
    unmount();

    renderRoute(() => <CmsListPage filters={FILTERS} pages={[]} news={null} notice={null} error="Kaputt." />);
    expect(await screen.findByText('Kaputt.')).toBeTruthy();
    expect(screen.queryByText('Keine Seite passt zu diesen Filtern.')).toBeNull();
  });
});
