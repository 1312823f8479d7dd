import type { DashboardOutput, ErrorGroupRowOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { DashboardPage } from './dashboard-page';

/** What a staff member without any section's permission gets. */
const NOTHING: DashboardOutput = {
  today: null,
  waitingForDealer: null,
  openCancellations: null,
  latestAuditEvents: null,
  newErrorGroups: null,
};
const GROUP: ErrorGroupRowOutput = {
  id: 12,
  source: 'browser',
  message: "TypeError: Cannot read properties of undefined (reading 'pricePer100')",
  culprit: 'offer-card.tsx in OfferCard',
  status: 'open',
  firstSeenAt: '2026-03-04T07:15:00.000Z',
  lastSeenAt: '2026-03-04T17:42:10.000Z',
  occurrenceCount: 3,
};

describe('DashboardPage: new errors', () => {
  it('counts the new groups of the last 24 hours and links the newest and the list', async () => {
    renderRoute(() => (
      <DashboardPage dashboard={{ ...NOTHING, newErrorGroups: { count: 4, latest: [GROUP] } }} />
    ));

    const section = await screen.findByRole('heading', { name: 'Neue Fehler (24 h)' });
    const card = within(section.closest('section') ?? document.body);
    expect(card.getByText('4 neue Fehlergruppen in den letzten 24 Stunden; die neuesten:')).toBeTruthy();
    expect(card.getByRole('link', { name: GROUP.message }).getAttribute('href')).toBe('/support/fehler/12');
    expect(card.getByText(/Erstmals am 04\.03\.2026, 08:15, 3 Vorkommen/)).toBeTruthy();
    expect(card.getByText(GROUP.culprit ?? '').tagName).toBe('CODE');
    expect(card.getByRole('link', { name: 'Zu allen offenen Fehlern' }).getAttribute('href')).toBe(
      '/support/fehler',
    );
    expect(screen.queryByText('Willkommen im Backoffice')).toBeNull();
  });

  it('names a single group without "die neuesten", says when nothing new broke, and is not there without the permission', async () => {
    const { unmount: unmountOne } = renderRoute(() => (
      <DashboardPage dashboard={{ ...NOTHING, newErrorGroups: { count: 1, latest: [GROUP] } }} />
    ));
    expect(await screen.findByText('1 neue Fehlergruppe in den letzten 24 Stunden:')).toBeTruthy();
    unmountOne();

    const { unmount } = renderRoute(() => (
      <DashboardPage dashboard={{ ...NOTHING, newErrorGroups: { count: 0, latest: [] } }} />
    ));
    expect(
      await screen.findByText('In den letzten 24 Stunden ist kein neuer Fehler aufgetreten.'),
    ).toBeTruthy();
    unmount();

    renderRoute(() => <DashboardPage dashboard={NOTHING} />);
    expect(await screen.findByText('Willkommen im Backoffice')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Neue Fehler (24 h)' })).toBeNull();
  });
});
