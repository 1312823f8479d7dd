import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-with-providers';
import { ERROR_GROUP_FIXTURE, ERROR_OCCURRENCE_FIXTURE } from '../error-trace.fixture';
import { ErrorGroupPage } from './error-group-page';

const OCCURRENCES = { rows: [ERROR_OCCURRENCE_FIXTURE], nextCursor: '501' };
const SERVER_OCCURRENCE = {
  ...ERROR_OCCURRENCE_FIXTURE,
  id: 502,
  url: '/api/kalkulation/berechnen',
  browser: null,
  userAgent: null,
  frames: [],
  stack: null,
  requestId: '6d1f3c2e-4b7a-4f0e-9c55-1e2f3a4b5c6d',
  httpMethod: 'GET',
  httpStatus: 500,
};

function renderGroup(props: Partial<Parameters<typeof ErrorGroupPage>[0]> = {}) {
  renderRoute(
    () => (
      <ErrorGroupPage
        group={ERROR_GROUP_FIXTURE}
        occurrences={OCCURRENCES}
        after={null}
        notice={null}
        error={null}
        {...props}
      />
    ),
    { path: '/support/fehler/12' },
  );
}

describe('ErrorGroupPage', () => {
  it('shows the group with its spread and offers to resolve it by a post form', async () => {
    renderGroup();

    expect(await screen.findByRole('heading', { level: 1, name: ERROR_GROUP_FIXTURE.message })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Als behoben markieren' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(new FormData(form ?? undefined).get('status')).toBe('resolved');
    const countries = screen.getByRole('region', { name: 'Länder' });
    expect(
      within(countries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deutschland30×', 'Österreich7×']);
    expect(screen.queryByText('Behoben von')).toBeNull();
  });

  it('offers to reopen a resolved group and says who resolved it when', async () => {
    renderGroup({
      group: {
        ...ERROR_GROUP_FIXTURE,
        status: 'resolved',
        resolvedAt: '2026-03-05T09:00:00.000Z',
        resolvedByName: 'Adam Admin',
      },
      notice: 'Die Fehlergruppe ist als behoben markiert.',
    });

    const button = await screen.findByRole('button', { name: 'Wieder öffnen' });
    expect(new FormData(button.closest('form') ?? undefined).get('status')).toBe('open');
    expect(screen.getByText('Adam Admin')).toBeTruthy();
    expect(screen.getByText('05.03.2026, 10:00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Die Fehlergruppe ist als behoben markiert.');
  });

  it('lists the stack with our frames apart from unmapped and library ones, and pages by the cursor', async () => {
    renderGroup();

    const occurrence = await screen.findByRole('article', { name: 'Vorkommen vom 04.03.2026, 18:42' });
    const frames = within(occurrence)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(frames).toEqual([
      'OfferCard app/features/offers/components/offer-card.tsx:48:31',
      '(anonym) https://www.heizoel-marktplatz.de/assets/vendor-Bx81kq.js:1:20331 (ohne Source Map)',
      'renderWithHooks ../../node_modules/react-dom/cjs/react-dom-client.production.js:5529:22 (Bibliothek)',
    ]);
    expect(within(occurrence).getByText('Stack wie gemeldet').closest('details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ältere Vorkommen' }).getAttribute('href')).toBe(
      '/support/fehler/12?after=501',
    );
    expect(screen.queryByRole('link', { name: 'Zu den neuesten Vorkommen' })).toBeNull();
  });

  it('shows a server error’s request id and status, and links back to the newest from a later page', async () => {
    renderGroup({ occurrences: { rows: [SERVER_OCCURRENCE], nextCursor: null }, after: '501' });

    expect(await screen.findByText(SERVER_OCCURRENCE.requestId)).toBeTruthy();
    expect(screen.getByText('GET · HTTP 500')).toBeTruthy();
    expect(screen.getByText('Kein Stack übermittelt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den neuesten Vorkommen' }).getAttribute('href')).toBe(
      '/support/fehler/12',
    );
    expect(screen.queryByRole('link', { name: 'Ältere Vorkommen' })).toBeNull();
  });
});
