import type { OrderOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { CustomerOrdersPage } from './customer-orders-page';

const CONFIRMED: OrderOutput = {
  ...ORDER_FIXTURE,
  OrderId: 43,
  OrderNumber: 'DE-0000043',
  Status: 'confirmed',
  StatusLabel: 'Vom Händler bestätigt',
  PlacedAt: '2026-12-01T09:30:00.000Z',
};

/** Answers the order list and records the status each request asked for. */
function stubOrders(orders: OrderOutput[]) {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        '/api/order-process/orders': (_body, url) => {
          asked.push(url.searchParams.get('status'));
          return orders;
        },
      }),
    ),
  );
  return asked;
}

describe('CustomerOrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists number, date, product, amount, dealer, total and status in German formats', async () => {
    stubOrders([CONFIRMED, ORDER_FIXTURE]);
    renderRoute(() => <CustomerOrdersPage status={null} />, { site: testSite('de') });

    const rows = await screen.findAllByTestId('customer-order');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DE-000004301.12.2026Heizöl Standard3.000 lDemo-Heizöl Huber GmbH3.248,70\u00a0€Vom Händler bestätigt',
      'DE-000004223.11.2026Heizöl Standard3.000 lDemo-Heizöl Huber GmbH3.248,70\u00a0€Bestellt',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'DE-0000043' })
        .getAttribute('href'),
    ).toBe('/kunde/bestellungen/43');
  });

  it('filters by status with links on the site, marking the current filter', async () => {
    const asked = stubOrders([CONFIRMED]);
    renderRoute(() => <CustomerOrdersPage status="confirmed" />, {
      path: '/at/kunde/bestellungen?status=confirmed',
      site: testSite('at'),
    });

    await screen.findByTestId('customer-order');
    expect(asked).toEqual(['confirmed']);
    const filter = screen.getByRole('navigation', { name: 'Nach Status filtern' });
    expect(within(filter).getByRole('link', { name: 'Alle' }).getAttribute('href')).toBe(
      '/at/kunde/bestellungen',
    );
    const current = within(filter).getByRole('link', { name: 'Vom Händler bestätigt' });
    expect(current.getAttribute('href')).toBe('/at/kunde/bestellungen?status=confirmed');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: 'Storniert' }).getAttribute('aria-current')).toBeNull();
  });

  it('says so when there are no orders yet, or none in the chosen status', async () => {
    stubOrders([]);
    const { unmount } = renderRoute(() => <CustomerOrdersPage status={null} />);
    expect(await screen.findByText(/Sie haben noch keine Bestellungen\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Jetzt Preise vergleichen' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    renderRoute(() => <CustomerOrdersPage status="cancelled" />);
    expect(await screen.findByText('Keine Bestellungen im Status „Storniert“.')).toBeDefined();
  });
});
