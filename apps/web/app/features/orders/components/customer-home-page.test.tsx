import type { OrderOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { SESSION_USER_FIXTURE, SignedInAs } from '../../../lib/session/session-user.fixture';
import { CustomerAreaTabs } from '../../accounts/components/customer-area-tabs';
import { CustomerHomePage } from './customer-home-page';

function SignedIn() {
  return (
    <SignedInAs user={SESSION_USER_FIXTURE}>
      <CustomerHomePage />
    </SignedInAs>
  );
}

function stubOrders(orders: OrderOutput[]) {
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/order-process/orders': () => orders })));
}

describe('CustomerHomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets the customer and lists the three newest orders with a link to all', async () => {
    stubOrders(
      [45, 44, 43, 42].map((id) => ({ ...ORDER_FIXTURE, OrderId: id, OrderNumber: `DE-00000${id}` })),
    );
    renderRoute(SignedIn, { site: testSite('ch'), path: '/ch/kunde/startseite' });

    expect(await screen.findByText('Willkommen, Karla Kunde!')).toBeDefined();
    const rows = screen.getAllByTestId('customer-order');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'DE-0000045',
      'DE-0000044',
      'DE-0000043',
    ]);
    expect(screen.getByRole('link', { name: 'Alle Bestellungen anzeigen' }).getAttribute('href')).toBe(
      '/ch/kunde/bestellungen',
    );
    expect(screen.getByRole('link', { name: 'Stammdaten' }).getAttribute('href')).toBe(
      '/ch/kunde/stammdaten',
    );
  });

  it('says when there are no orders yet', async () => {
    stubOrders([]);
    renderRoute(SignedIn);
    expect(await screen.findByText(/Sie haben noch keine Bestellungen\./)).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Alle Bestellungen anzeigen' })).toBeNull();
  });
});

describe('CustomerAreaTabs', () => {
  it('links overview, orders and base data on the site; an order page keeps the orders tab current', () => {
    renderRoute(CustomerAreaTabs, { site: testSite('at'), path: '/at/kunde/bestellungen/42' });
    const tabs = within(screen.getByRole('navigation', { name: 'Kundenbereich' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Übersicht', '/at/kunde/startseite'],
      ['Bestellungen', '/at/kunde/bestellungen'],
      ['Stammdaten', '/at/kunde/stammdaten'],
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });
});
